// A file the partner picks is uploaded at once (the company's documents, its logo): refused before
// sending when it is too large or of a kind the picker does not take, then the upload's progress and
// the server's refusal in words. The result spreads onto FileUpload or ImageUpload.
import { useState } from 'react';
import { errorMessage } from '@pavilion/api-client';
import type { UploadStatus } from '@pavilion/ui';

export interface UploadOnPickOptions {
  maxBytes: number;
  /** What a file over maxBytes is told: 'The logo must be 2 MB or smaller'. */
  tooLarge: string;
  /** What a file of another kind is told: 'Please choose a PNG or JPG image'. */
  wrongKind: string;
  /** Sends the file; rejects with the server's answer. */
  upload: (file: File) => Promise<unknown>;
  /** Once the file is stored. */
  onUploaded?: () => void;
}

export function useUploadOnPick({ maxBytes, tooLarge, wrongKind, upload, onUploaded }: UploadOnPickOptions) {
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const refuse = (message: string) => {
    setStatus('error');
    setProblem(message);
  };
  const onFilesSelected = async ([file]: File[]) => {
    if (!file) return;
    setProblem(null);
    if (file.size > maxBytes) return refuse(tooLarge);
    setStatus('uploading');
    try {
      await upload(file);
      setStatus('success');
      onUploaded?.();
    } catch (err) {
      refuse(errorMessage(err));
    }
  };
  return { status, error: problem, onFilesSelected, onFilesRejected: () => refuse(wrongKind) };
}
