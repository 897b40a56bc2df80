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
import { richText } from '@pavilion/features-shell';
import { Button, FileUpload, ImageUpload, type UploadStatus } from '@pavilion/ui';
import { isRetryable, PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { EVENT_FILES_TEXT as T } from './messages';
import { partnerPaths } from '../../config/paths';

/** The space between two sentences or elements side by side. */
const SPACE = ' ';

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
  useDocumentTitle(event ? T.titleOf({ name: event.name }) : T.title);
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
        set(kind, {
          status: 'error',
          error: T.failure({ failure: UI_TEXT.imageUploadFailed, reason: errorMessage(err) }),
        });
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
      set('delete', {
        status: 'error',
        error: T.failure({ failure: UI_TEXT.imageDeletionFailed, reason: errorMessage(err) }),
      });
    }
  }

  return (
    <PageFrame as="section" aria-labelledby="files-title">
      <h1 id="files-title" className="pv-page-title">
        {T.title}
      </h1>
      <QueryView result={query} loadingLabel={T.loading} errorTitle={T.failed} canRetry={isRetryable}>
        {(event) => (
          <>
            <p>{richText(T.intro, { event: <strong>{event.name}</strong> })}</p>
            {states.delete?.error && <p role="alert">{states.delete.error}</p>}
            <ImageUpload
              label={T.thumbnail}
              hint={T.thumbnailHint(RECOMMENDED_IMAGE_SIZES.thumbnail)}
              previewSrc={thumbnail?.url ?? null}
              onFilesSelected={(files) => void sendImage('thumbnail', files)}
              status={states.thumbnail?.status}
              error={states.thumbnail?.error}
            />
            {thumbnail && (
              <Button variant="ghost" onClick={() => void removeImage(thumbnail.id)}>
                {T.deleteThumbnail}
              </Button>
            )}
            <FileUpload
              label={T.banners}
              accept="image/*"
              multiple
              hint={T.bannersHint({ max: MAX_BANNER_IMAGES, ...RECOMMENDED_IMAGE_SIZES.banner })}
              onFilesSelected={(files) => void sendImage('banner', files)}
              status={states.banner?.status}
              error={states.banner?.error}
            />
            <ul className="pv-partner-cards" aria-label={T.uploadedBanners}>
              {banners.map((b, i) => (
                <li key={b.id} className="pv-partner-card">
                  <img src={b.url} alt={T.banner({ number: i + 1 })} className="pv-partner-card__image" />
                  <Button variant="ghost" onClick={() => void removeImage(b.id)}>
                    {T.deleteBanner({ number: i + 1 })}
                  </Button>
                </li>
              ))}
            </ul>
            {(['agenda', 'exhibitor-list'] as const).map((type) => {
              const doc = event.documents.find((d) => d.type === type);
              const label = type === 'agenda' ? T.agenda : T.exhibitorList;
              const deleteLabel = type === 'agenda' ? T.deleteAgenda : T.deleteExhibitorList;
              return (
                <div key={type}>
                  <FileUpload
                    label={label}
                    accept=".pdf,.doc,.docx"
                    hint={T.documentHint}
                    onFilesSelected={(files) => void sendDocument(type, files)}
                    status={states[type]?.status}
                    error={states[type]?.error}
                  />
                  {doc && (
                    <p>
                      <a href={doc.url}>{doc.name}</a>
                      {SPACE}
                      <Button variant="ghost" onClick={() => void deleteDocument({ eventId: id, documentId: doc.id })}>
                        {deleteLabel}
                      </Button>
                    </p>
                  )}
                </div>
              );
            })}
            <Button as={Link} to={partnerPaths.eventDetails(id)}>
              {T.ok}
            </Button>
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
