import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileUpload, ImageUpload, matchesAccept } from './FileUpload';

const png = () => new File(['png'], 'logo.png', { type: 'image/png' });
const pdf = () => new File(['pdf'], 'agenda.pdf', { type: 'application/pdf' });

describe('matchesAccept', () => {
  it('understands extensions, wildcards and exact types', () => {
    expect(matchesAccept(pdf(), '.pdf,.doc,.docx')).toBe(true);
    expect(matchesAccept(png(), '.pdf,.doc,.docx')).toBe(false);
    expect(matchesAccept(png(), 'image/*')).toBe(true);
    expect(matchesAccept(png(), 'image/jpeg, image/png')).toBe(true);
    expect(matchesAccept(pdf(), undefined)).toBe(true);
  });
});

describe('FileUpload', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = jest.fn();
  });

  it('is a labelled file input with the accept list', () => {
    render(<FileUpload label="Agenda" accept=".pdf,.doc,.docx" onFilesSelected={() => {}} hint="PDF or Word" />);
    const input = screen.getByLabelText('Agenda');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(input).toHaveAccessibleDescription('PDF or Word');
  });

  it('hands chosen files to the caller and lists non-image files', async () => {
    const onFilesSelected = jest.fn();
    render(<FileUpload label="Agenda" accept=".pdf" onFilesSelected={onFilesSelected} />);
    await userEvent.upload(screen.getByLabelText('Agenda'), pdf());
    expect(onFilesSelected).toHaveBeenCalledWith([expect.objectContaining({ name: 'agenda.pdf' })]);
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('agenda.pdf');
  });

  it('announces the upload status', () => {
    const { rerender } = render(<FileUpload label="Agenda" onFilesSelected={() => {}} status="uploading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading...');
    rerender(<FileUpload label="Agenda" onFilesSelected={() => {}} status="success" />);
    expect(screen.getByRole('status')).toHaveTextContent('Upload complete');
    rerender(<FileUpload label="Agenda" onFilesSelected={() => {}} status="error" statusText="Upload failed" />);
    expect(screen.getByRole('status')).toHaveTextContent('Upload failed');
  });

  it('shows the error and marks the input invalid', () => {
    render(<FileUpload label="Banner images" onFilesSelected={() => {}} error="Maximum 5 images allowed" />);
    const input = screen.getByLabelText('Banner images');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Maximum 5 images allowed'));
  });
});

describe('ImageUpload', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = jest.fn();
  });

  it("shows 'No Image' until an image is chosen, then previews it", async () => {
    render(<ImageUpload label="Profile Image" onFilesSelected={() => {}} previewAlt="Profile image preview" />);
    expect(screen.getByText('No Image')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Profile Image'), png());
    expect(screen.getByRole('img', { name: 'Profile image preview' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.queryByText('No Image')).not.toBeInTheDocument();
  });

  it('shows an existing image before anything is chosen', () => {
    render(<ImageUpload label="Logo" onFilesSelected={() => {}} previewSrc="/logo.png" previewAlt="Current logo" />);
    expect(screen.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', '/logo.png');
  });

  it('releases the preview URL when replaced or unmounted', async () => {
    const { unmount } = render(<ImageUpload label="Logo" onFilesSelected={() => {}} />);
    await userEvent.upload(screen.getByLabelText('Logo'), png());
    await userEvent.upload(screen.getByLabelText('Logo'), png());
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2);
  });

  it('ignores files that do not match accept', async () => {
    const onFilesSelected = jest.fn();
    render(<ImageUpload label="Logo" onFilesSelected={onFilesSelected} />);
    await userEvent.upload(screen.getByLabelText('Logo'), pdf(), { applyAccept: false });
    expect(onFilesSelected).not.toHaveBeenCalled();
  });
});
