/** @jest-environment ../../tools/jest/jsdom-environment.cjs */
import { act, renderHook } from '@testing-library/react';
import { useUploadOnPick, type UploadOnPickOptions } from './use-upload-on-pick';

const file = (bytes: number) => new File([new Uint8Array(bytes)], 'licence.pdf', { type: 'application/pdf' });

function pick(options: Partial<UploadOnPickOptions> = {}) {
  return renderHook(() =>
    useUploadOnPick({
      maxBytes: 1000,
      tooLarge: 'The document must be 1 KB or smaller',
      wrongKind: 'Please choose a PDF',
      upload: jest.fn().mockResolvedValue({}),
      ...options,
    }),
  );
}

describe('useUploadOnPick', () => {
  it('uploads the picked file and says it is stored', async () => {
    const upload = jest.fn().mockResolvedValue({});
    const onUploaded = jest.fn();
    const { result } = pick({ upload, onUploaded });
    const chosen = file(10);
    await act(() => result.current.onFilesSelected([chosen]));
    expect(upload).toHaveBeenCalledWith(chosen);
    expect(onUploaded).toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: 'success', error: null });
  });

  it('refuses a file too large without sending it, and one of another kind', async () => {
    const upload = jest.fn();
    const { result } = pick({ upload });
    await act(() => result.current.onFilesSelected([file(1001)]));
    expect(upload).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: 'error', error: 'The document must be 1 KB or smaller' });
    act(() => result.current.onFilesRejected());
    expect(result.current).toMatchObject({ status: 'error', error: 'Please choose a PDF' });
  });

  it("says the server's refusal in words", async () => {
    const onUploaded = jest.fn();
    const refusal = { status: 422, data: { error: 'This file is not a document', code: 'VALIDATION' } };
    const { result } = pick({ upload: jest.fn().mockRejectedValue(refusal), onUploaded });
    await act(() => result.current.onFilesSelected([file(10)]));
    expect(onUploaded).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: 'error', error: 'This file is not a document' });
  });
});
