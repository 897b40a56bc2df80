// File picker with a drop zone, optional image preview and an upload status line (uploading / success / error).
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { ErrorIcon, SuccessIcon, UploadIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { FieldError, FieldHint, RequiredMarker, hasContent } from '../Field/Field';
import { Spinner } from '../Spinner/Spinner';
import '../Field/Field.css';
import './FileUpload.css';
import { kitText } from '../../i18n/kit-text';

const T = kitText('fileUpload');
/** Where the call to action (a styled element) goes in the drop zone's sentence. */
const CHOOSE_MARK = '\u0000';

export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error';

export type FileUploadProps = {
  label: ReactNode;
  /** Same syntax as <input accept>: '.pdf,.doc,.docx', 'image/*', 'image/png'. Also applied to dropped files. */
  accept?: string;
  multiple?: boolean;
  onFilesSelected: (files: File[]) => void;
  /** Dropped files that do not match `accept`. */
  onFilesRejected?: (files: File[]) => void;
  status?: UploadStatus;
  /** Overrides the default status wording. */
  statusText?: ReactNode;
  hint?: ReactNode;
  /** Validation message (e.g. 'Maximum 5 images allowed'). */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Show a preview of the chosen image (or of `previewSrc` before anything is chosen). */
  preview?: boolean;
  previewSrc?: string | null;
  previewAlt?: string;
  /** Shown in the preview box when there is no image. */
  emptyPreviewText?: ReactNode;
  /** Text of the drop zone's call to action. */
  buttonLabel?: ReactNode;
  name?: string;
  className?: string;
};

/** The status line the kit writes when the caller gives none (read when shown). */
function defaultStatusText(status: UploadStatus): string {
  if (status === 'uploading') return T.uploading;
  if (status === 'success') return T.success;
  if (status === 'error') return T.error;
  return '';
}

/** Whether a file matches an accept string such as '.pdf,image/*'. */
export function matchesAccept(file: File, accept?: string): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => {
      if (token.startsWith('.')) return name.endsWith(token);
      if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}

/** Object URL of the chosen image, created on choice and revoked on replacement or unmount. */
function usePreviewUrl() {
  const current = useRef<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const replace = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  return [url, replace] as const;
}

export function FileUpload({
  label,
  accept,
  multiple = false,
  onFilesSelected,
  onFilesRejected,
  status = 'idle',
  statusText,
  hint,
  error,
  required = false,
  disabled = false,
  preview = false,
  previewSrc,
  previewAlt = T.previewAlt,
  emptyPreviewText = T.noImage,
  buttonLabel = T.chooseFile,
  name,
  className,
}: FileUploadProps) {
  const baseId = `pv-${useId()}`;
  const inputId = `${baseId}-input`;
  const [chosen, setChosen] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [localPreview, setPreviewFile] = usePreviewUrl();
  const chosenImage = preview ? (chosen.find((file) => file.type.startsWith('image/')) ?? null) : null;
  const shownPreview = localPreview ?? previewSrc ?? null;

  const take = (files: File[]) => {
    const accepted = files.filter((file) => matchesAccept(file, accept));
    const rejected = files.filter((file) => !matchesAccept(file, accept));
    if (rejected.length > 0) onFilesRejected?.(rejected);
    const kept = multiple ? accepted : accepted.slice(0, 1);
    if (kept.length === 0) return;
    setChosen(kept);
    if (preview) setPreviewFile(kept.find((file) => file.type.startsWith('image/')) ?? null);
    onFilesSelected(kept);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(Array.from(event.target.files ?? []));
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
  };

  const handleDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(Array.from(event.dataTransfer.files));
  };

  const hintId = hasContent(hint) ? `${baseId}-hint` : undefined;
  const errorId = hasContent(error) ? `${baseId}-error` : undefined;
  const statusId = `${baseId}-status`;
  const message = statusText ?? defaultStatusText(status);
  // One sentence around the call to action: 'Choose a file or drag it here'.
  const [ctaBefore, ctaAfter] = T.orDrag({ choose: CHOOSE_MARK }).split(CHOOSE_MARK);

  return (
    <div className={cx('pv-file-upload', className)}>
      <span className="pv-field__label" id={`${baseId}-label`}>
        {label}
        {required && <RequiredMarker />}
      </span>
      <div className="pv-file-upload__body">
        <label
          htmlFor={inputId}
          className={cx(
            'pv-file-upload__zone',
            dragging && 'pv-file-upload__zone--dragging',
            disabled && 'pv-file-upload__zone--disabled',
          )}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={handleDrop}
        >
          <UploadIcon size={28} />
          <span>
            {ctaBefore}
            <span className="pv-file-upload__cta">{buttonLabel}</span>
            {ctaAfter}
          </span>
          <input
            id={inputId}
            className="pv-visually-hidden"
            type="file"
            name={name}
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            aria-labelledby={`${baseId}-label`}
            aria-describedby={[hintId, errorId, message ? statusId : undefined].filter(Boolean).join(' ') || undefined}
            aria-required={required || undefined}
            aria-invalid={errorId ? true : undefined}
            onChange={handleChange}
          />
        </label>
        {preview && (
          <div className="pv-file-upload__preview">
            {shownPreview ? <img src={shownPreview} alt={previewAlt} /> : <span>{emptyPreviewText}</span>}
          </div>
        )}
      </div>
      {chosen.length > 0 && !chosenImage && (
        <ul className="pv-file-upload__files" aria-label={T.chosenFiles}>
          {chosen.map((file) => (
            <li key={`${file.name}-${file.size}`}>{file.name}</li>
          ))}
        </ul>
      )}
      <p
        id={statusId}
        role="status"
        className={cx(
          'pv-file-upload__status',
          status === 'success' && 'pv-file-upload__status--success',
          status === 'error' && 'pv-file-upload__status--error',
        )}
      >
        {status === 'uploading' && <Spinner decorative size="sm" />}
        {status === 'success' && <SuccessIcon size={16} />}
        {status === 'error' && <ErrorIcon size={16} />}
        {message && <span>{message}</span>}
      </p>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export type ImageUploadProps = Omit<FileUploadProps, 'preview'>;

/** FileUpload for a single image with a preview ('No Image' until one is chosen). */
export function ImageUpload({ accept = 'image/*', buttonLabel = T.chooseImage, ...rest }: ImageUploadProps) {
  return <FileUpload accept={accept} buttonLabel={buttonLabel} preview {...rest} />;
}
