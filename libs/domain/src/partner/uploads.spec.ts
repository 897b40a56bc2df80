import { errorsOf, parseOk } from '../spec-helpers';
import {
  checkBannerCount,
  checkUpload,
  ZDocumentUploadParams,
  ZImageDeleteParams,
  ZImageUploadParams,
} from './uploads';

const MB = 1024 * 1024;

describe('checkUpload', () => {
  it('logo: PNG or JPG up to 2 MB', () => {
    expect(checkUpload('logo', { name: 'l.png', size: 2 * MB, type: 'image/png' })).toBeNull();
    expect(checkUpload('logo', { name: 'l.jpg', size: 2 * MB + 1, type: 'image/jpeg' })).toBe(
      'File must be 2 MB or smaller',
    );
    expect(checkUpload('logo', { name: 'l.gif', size: 10, type: 'image/gif' })).toBe('This file type is not allowed');
  });

  it('images up to 5 MB', () => {
    expect(checkUpload('image', { name: 'b.webp', size: 5 * MB, type: 'image/webp' })).toBeNull();
    expect(checkUpload('image', { name: 'b.png', size: 5 * MB + 1, type: 'image/png' })).toBe(
      'File must be 5 MB or smaller',
    );
    expect(checkUpload('image', { name: 'b.pdf', size: 10, type: 'application/pdf' })).toBe(
      'This file type is not allowed',
    );
  });

  it('documents: pdf, doc, docx up to 10 MB, judged by extension when the type is missing', () => {
    expect(checkUpload('document', { name: 'agenda.PDF', size: MB, type: '' })).toBeNull();
    expect(checkUpload('document', { name: 'list.docx', size: 10 * MB, type: '' })).toBeNull();
    expect(checkUpload('document', { name: 'list.xlsx', size: MB, type: '' })).toBe('This file type is not allowed');
    expect(checkUpload('document', { name: 'noext', size: MB, type: '' })).toBe('This file type is not allowed');
    expect(checkUpload('document', { name: 'a.pdf', size: 10 * MB + 1, type: 'application/pdf' })).toBe(
      'File must be 10 MB or smaller',
    );
  });
});

describe('checkBannerCount', () => {
  it("allows up to 5 banners ('Maximum 5 images allowed')", () => {
    expect(checkBannerCount(3, 2)).toBeNull();
    expect(checkBannerCount(4, 2)).toBe('Maximum 5 images allowed');
    expect(checkBannerCount(0, 6)).toBe('Maximum 5 images allowed');
  });
});

describe('upload route params', () => {
  it('parse kinds and document types', () => {
    expect(parseOk(ZImageUploadParams, { id: '4', kind: 'banner' })).toEqual({ id: 4, kind: 'banner' });
    expect(errorsOf(ZImageUploadParams, { id: '4', kind: 'logo' })).toEqual({ kind: 'Please select a valid option' });
    expect(parseOk(ZDocumentUploadParams, { id: '4', documentType: 'exhibitor-list' })).toEqual({
      id: 4,
      documentType: 'exhibitor-list',
    });
    expect(ZDocumentUploadParams.safeParse({ id: '4', documentType: 'brochure' }).success).toBe(false);
    expect(parseOk(ZImageDeleteParams, { id: '4', imageId: '12' })).toEqual({ id: 4, imageId: 12 });
  });
});
