// Profile Image: chosen images upload at once to POST /api/persons/image (status shown), with a
// local preview; 'No Image' when there is none. The navigation's avatar follows (Session tag).
import { useState } from 'react';
import { checkUpload } from '@pavilion/domain';
import { errorMessage, useDeletePersonImageMutation, useUploadPersonImageMutation } from '@pavilion/api-client';
import { Button, ImageUpload, type UploadStatus } from '@pavilion/ui';

export const PROFILE_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export function ProfileImageField({ imageUrl }: { imageUrl: string | null }) {
  const [upload] = useUploadPersonImageMutation();
  const [remove, { isLoading: removing }] = useDeletePersonImageMutation();
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [statusText, setStatusText] = useState<string | undefined>(undefined);
  // A failed upload remounts the picker so its preview falls back to the stored image.
  const [attempt, setAttempt] = useState(0);

  const fail = (message: string) => {
    setStatus('error');
    setStatusText(message);
    setAttempt((n) => n + 1);
  };

  const onFilesSelected = async ([file]: File[]) => {
    if (!file) return;
    const problem = checkUpload('image', file);
    if (problem) return fail(problem);
    setStatus('uploading');
    setStatusText('Uploading your image...');
    try {
      await upload(file).unwrap();
      setStatus('success');
      setStatusText('Your new profile image is saved.');
    } catch (err) {
      fail(errorMessage(err, 'Image upload failed'));
    }
  };

  const onRemove = async () => {
    try {
      await remove().unwrap();
      setStatus('success');
      setStatusText('Your profile image was removed.');
      setAttempt((n) => n + 1);
    } catch (err) {
      setStatus('error');
      setStatusText(errorMessage(err, 'Image deletion failed'));
    }
  };

  return (
    <div>
      <ImageUpload
        key={attempt}
        label="Profile image"
        accept={PROFILE_IMAGE_ACCEPT}
        hint="PNG, JPEG, WebP or GIF, up to 5 MB. It is saved as soon as you choose it."
        previewSrc={imageUrl}
        previewAlt="Your profile image"
        emptyPreviewText="No Image"
        status={status}
        statusText={statusText}
        onFilesSelected={onFilesSelected}
        onFilesRejected={() => fail('Please choose a PNG, JPEG, WebP or GIF image')}
      />
      {imageUrl && (
        <Button
          variant="secondary"
          size="sm"
          loading={removing}
          loadingLabel="Removing..."
          onClick={onRemove}
          style={{ marginTop: 'var(--pv-space-3)' }}
        >
          Remove image
        </Button>
      )}
    </div>
  );
}
