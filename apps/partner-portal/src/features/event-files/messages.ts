// What an event's images and documents page says.
import { defineMessages } from '@pavilion/domain';

export const EVENT_FILES_TEXT = defineMessages('partner.eventFiles', {
  title: 'Images and documents',
  titleOf: 'Images and documents of {name}',
  failure: '{failure}: {reason}',
  loading: 'Loading the event',
  failed: 'Error loading event details',
  intro: 'For {event}. New files are part of the version waiting for review.',
  thumbnail: 'Thumbnail',
  thumbnailHint: '{width}x{height} recommended; PNG, JPEG, WebP or GIF up to 5 MB',
  deleteThumbnail: 'Delete thumbnail',
  banners: 'Banners',
  bannersHint: 'Up to {max}; {width}x{height} recommended',
  uploadedBanners: 'Uploaded banners',
  banner: 'Banner {number}',
  deleteBanner: 'Delete banner {number}',
  agenda: 'Agenda document',
  exhibitorList: 'Exhibitor list document',
  deleteAgenda: 'Delete agenda document',
  deleteExhibitorList: 'Delete exhibitor list document',
  documentHint: 'PDF, DOC or DOCX up to 10 MB',
  ok: 'OK',
});
