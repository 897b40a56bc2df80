// /partner/edit-event/{id}/files: the thumbnail, up to 5 banners, and the agenda and exhibitor-list
// documents, each with its upload status; OK goes to the event's page.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  errorMessage,
  useDeleteEventDocumentMutation,
  useDeleteEventImageMutation,
  usePartnerEventQuery,
  useUploadEventDocumentMutation,
  useUploadEventImageMutation,
} from '@pavilion/api-client';
import { checkBannerCount, checkUpload, MAX_BANNER_IMAGES, RECOMMENDED_IMAGE_SIZES, UI_TEXT } from '@pavilion/domain';
import { Button, FileUpload, ImageUpload, type UploadStatus } from '@pavilion/ui';
import { isRetryable, PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';

type Status = { status?: UploadStatus; text?: string; error?: string };

export function EventFilesPage() {
  const id = Number(useParams().id);
  const query = usePartnerEventQuery(id);
  const [uploadImage] = useUploadEventImageMutation();
  const [deleteImage] = useDeleteEventImageMutation();
  const [uploadDocument] = useUploadEventDocumentMutation();
  const [deleteDocument] = useDeleteEventDocumentMutation();
  const [states, setStates] = useState<Record<string, Status>>({});
  const set = (key: string, s: Status) => setStates((all) => ({ ...all, [key]: s }));
  const event = query.data;
  useDocumentTitle(event ? `Images and documents of ${event.name}` : 'Images and documents');
  const banners = event?.images.filter((i) => i.kind === 'banner') ?? [];
  const thumbnail = event?.images.find((i) => i.kind === 'thumbnail');

  async function sendImage(kind: 'thumbnail' | 'banner', files: File[]) {
    if (kind === 'banner') {
      const tooMany = checkBannerCount(banners.length, files.length);
      if (tooMany) return set(kind, { status: 'error', error: tooMany });
    }
    for (const file of files) {
      const problem = checkUpload('image', file);
      if (problem) return set(kind, { status: 'error', error: problem });
      set(kind, { status: 'uploading' });
      try {
        await uploadImage({ eventId: id, kind, file }).unwrap();
        set(kind, { status: 'success' });
      } catch (err) {
        set(kind, { status: 'error', error: `${UI_TEXT.imageUploadFailed}: ${errorMessage(err)}` });
        return;
      }
    }
  }

  async function sendDocument(documentType: 'agenda' | 'exhibitor-list', files: File[]) {
    const file = files[0];
    if (!file) return;
    const problem = checkUpload('document', file);
    if (problem) return set(documentType, { status: 'error', error: problem });
    set(documentType, { status: 'uploading' });
    try {
      await uploadDocument({ eventId: id, documentType, file }).unwrap();
      set(documentType, { status: 'success' });
    } catch (err) {
      set(documentType, { status: 'error', error: errorMessage(err) });
    }
  }

  async function removeImage(imageId: number) {
    try {
      await deleteImage({ eventId: id, imageId }).unwrap();
    } catch (err) {
      set('delete', { status: 'error', error: `${UI_TEXT.imageDeletionFailed}: ${errorMessage(err)}` });
    }
  }

  return (
    <PageFrame as="section" aria-labelledby="files-title">
      <h1 id="files-title" className="pv-page-title">
        Images and documents
      </h1>
      <QueryView
        result={query}
        loadingLabel="Loading the event"
        errorTitle="Error loading event details"
        canRetry={isRetryable}
      >
        {(event) => (
          <>
            <p>
              For <strong>{event.name}</strong>. New files are part of the version waiting for review.
            </p>
            {states.delete?.error && <p role="alert">{states.delete.error}</p>}
            <ImageUpload
              label="Thumbnail"
              hint={`${RECOMMENDED_IMAGE_SIZES.thumbnail.width}x${RECOMMENDED_IMAGE_SIZES.thumbnail.height} recommended; PNG, JPEG, WebP or GIF up to 5 MB`}
              previewSrc={thumbnail?.url ?? null}
              onFilesSelected={(files) => void sendImage('thumbnail', files)}
              status={states.thumbnail?.status}
              error={states.thumbnail?.error}
            />
            {thumbnail && (
              <Button variant="ghost" onClick={() => void removeImage(thumbnail.id)}>
                Delete thumbnail
              </Button>
            )}
            <FileUpload
              label="Banners"
              accept="image/*"
              multiple
              hint={`Up to ${MAX_BANNER_IMAGES}; ${RECOMMENDED_IMAGE_SIZES.banner.width}x${RECOMMENDED_IMAGE_SIZES.banner.height} recommended`}
              onFilesSelected={(files) => void sendImage('banner', files)}
              status={states.banner?.status}
              error={states.banner?.error}
            />
            <ul className="pv-partner-cards" aria-label="Uploaded banners">
              {banners.map((b, i) => (
                <li key={b.id} className="pv-partner-card">
                  <img src={b.url} alt={`Banner ${i + 1}`} className="pv-partner-card__image" />
                  <Button variant="ghost" onClick={() => void removeImage(b.id)}>
                    Delete banner {i + 1}
                  </Button>
                </li>
              ))}
            </ul>
            {(['agenda', 'exhibitor-list'] as const).map((type) => {
              const doc = event.documents.find((d) => d.type === type);
              const label = type === 'agenda' ? 'Agenda document' : 'Exhibitor list document';
              return (
                <div key={type}>
                  <FileUpload
                    label={label}
                    accept=".pdf,.doc,.docx"
                    hint="PDF, DOC or DOCX up to 10 MB"
                    onFilesSelected={(files) => void sendDocument(type, files)}
                    status={states[type]?.status}
                    error={states[type]?.error}
                  />
                  {doc && (
                    <p>
                      <a href={doc.url}>{doc.name}</a>{' '}
                      <Button variant="ghost" onClick={() => void deleteDocument({ eventId: id, documentId: doc.id })}>
                        Delete {label.toLowerCase()}
                      </Button>
                    </p>
                  )}
                </div>
              );
            })}
            <Button as={Link} to={`/event-details/${id}`}>
              OK
            </Button>
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
