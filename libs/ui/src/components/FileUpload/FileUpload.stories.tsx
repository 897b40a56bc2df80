import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { placeholderImage } from '../../storybook/placeholders';
import { Stack } from '../Layout/Layout';
import { FileUpload, ImageUpload, type UploadStatus } from './FileUpload';

const meta = preview.meta({
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: { label: 'Agenda document', accept: '.pdf,.doc,.docx', onFilesSelected: () => {}, hint: 'PDF, DOC or DOCX' },
});

export const Default = meta.story();

function SimulatedUpload() {
  const [status, setStatus] = useState<UploadStatus>('idle');
  return (
    <ImageUpload
      label="Company logo"
      hint="400x400 recommended, 2MB max, PNG or JPG"
      accept="image/png,image/jpeg"
      status={status}
      onFilesSelected={() => {
        setStatus('uploading');
        setTimeout(() => setStatus(Math.random() > 0.3 ? 'success' : 'error'), 1200);
      }}
    />
  );
}

export const Catalog = meta.story(() => (
  <Stack gap={8} style={{ maxWidth: '40rem' }}>
    <SimulatedUpload />
    <ImageUpload label="Profile Image" onFilesSelected={() => {}} />
    <ImageUpload
      label="Thumbnail"
      onFilesSelected={() => {}}
      previewSrc={placeholderImage('Thumb', 300, 300)}
      previewAlt="Current thumbnail"
      status="success"
    />
    <FileUpload
      label="Banner images"
      accept="image/*"
      multiple
      onFilesSelected={() => {}}
      error="Maximum 5 images allowed"
    />
    <FileUpload label="Exhibitor list" onFilesSelected={() => {}} status="uploading" />
    <FileUpload label="Disabled" onFilesSelected={() => {}} disabled />
  </Stack>
));
