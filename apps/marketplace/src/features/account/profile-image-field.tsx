// Profile Image: chosen images upload at once to POST /api/persons/image (status shown), with a
// local preview; 'No Image' when there is none. The navigation's avatar follows (Session tag).
import { useState } from 'react';
import { checkUpload } from '@pavilion/domain';
import { errorMessage, useDeletePersonImageMutation, useUploadPersonImageMutation } from '@pavilion/api-client';
import { Button, ImageUpload, type UploadStatus } from '@pavilion/ui';
import { ACCOUNT_TEXT } from './messages';

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
    setStatusText(ACCOUNT_TEXT.uploadingImage);
    try {
      await upload(file).unwrap();
      setStatus('success');
      setStatusText(ACCOUNT_TEXT.imageSaved);
    } catch (err) {
      fail(errorMessage(err, ACCOUNT_TEXT.imageUploadFailed));
    }
  };

  const onRemove = async () => {
    try {
      await remove().unwrap();
      setStatus('success');
      setStatusText(ACCOUNT_TEXT.imageRemoved);
      setAttempt((n) => n + 1);
    } catch (err) {
      setStatus('error');
      setStatusText(errorMessage(err, ACCOUNT_TEXT.imageDeletionFailed));
    }
  };

  return (
    <div>
      <ImageUpload
        key={attempt}
        label={ACCOUNT_TEXT.profileImageLabel}
        accept={PROFILE_IMAGE_ACCEPT}
        hint={ACCOUNT_TEXT.profileImageHint}
        previewSrc={imageUrl}
        previewAlt={ACCOUNT_TEXT.yourProfileImage}
        emptyPreviewText={ACCOUNT_TEXT.noImage}
        status={status}
        statusText={statusText}
        onFilesSelected={onFilesSelected}
        onFilesRejected={() => fail(ACCOUNT_TEXT.chooseImage)}
      />
      {imageUrl && (
        <Button
          variant="secondary"
          size="sm"
          loading={removing}
          loadingLabel={ACCOUNT_TEXT.removing}
          onClick={onRemove}
          style={{ marginTop: 'var(--pv-space-3)' }}
        >
          {ACCOUNT_TEXT.removeImage}
        </Button>
      )}
    </div>
  );
}
