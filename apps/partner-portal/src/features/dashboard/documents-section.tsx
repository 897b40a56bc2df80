// The dashboard's Documents: the company's documents (PDF, DOC, DOCX) with upload, open and remove.
import { useState } from 'react';
import { UI_TEXT, UPLOAD_LIMITS } from '@pavilion/domain';
import {
  errorMessage,
  useGetPartnerDocumentsQuery,
  useRemovePartnerDocumentMutation,
  useUploadPartnerDocumentMutation,
} from '@pavilion/api-client';
import { Alert, Button, FileUpload, Stack, TextField } from '@pavilion/ui';
import { PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { apiUrl } from '../../components/api-url';
import { useUploadOnPick } from '../../components/use-upload-on-pick';

const MB = 1024 * 1024;
const formatSize = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const KIND: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word (DOC)',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (DOCX)',
};

export function DocumentsSection() {
  useDocumentTitle('Documents');
  const documents = useGetPartnerDocumentsQuery();
  const [upload] = useUploadPartnerDocumentMutation();
  const [remove, removing] = useRemovePartnerDocumentMutation();
  const [name, setName] = useState('');
  const [uploaderKey, setUploaderKey] = useState(0);
  const picker = useUploadOnPick({
    maxBytes: UPLOAD_LIMITS.document.maxBytes,
    tooLarge: `The document must be ${UPLOAD_LIMITS.document.maxBytes / MB} MB or smaller`,
    wrongKind: 'Please choose a PDF, DOC or DOCX document',
    upload: (file) => upload({ file, name: name.trim() || undefined }).unwrap(),
    onUploaded: () => {
      setName('');
      setUploaderKey((k) => k + 1);
    },
  });

  return (
    <PageFrame>
      <h1 className="pv-page-title">Documents</h1>
      <p className="pv-muted">
        Company documents for our review team: your certificate of incorporation, insurance, licences. Only your team
        and Pavilion's administrators can open them.
      </p>
      <section aria-labelledby="pv-documents-upload" className="pv-partner-card">
        <h2 id="pv-documents-upload" className="pv-section-title">
          Upload a document
        </h2>
        <Stack gap={3}>
          <TextField
            label="Document name"
            hint="Optional: the file's name is used when left blank."
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <FileUpload
            key={uploaderKey}
            label="Document"
            accept=".pdf,.doc,.docx"
            hint="PDF, DOC or DOCX, at most 10 MB"
            {...picker}
            buttonLabel="Choose a document"
          />
        </Stack>
      </section>
      <section aria-labelledby="pv-documents-list">
        <h2 id="pv-documents-list" className="pv-section-title">
          Your documents
        </h2>
        {removing.isError && (
          <Alert tone="error" title="The document could not be removed">
            {errorMessage(removing.error)}
          </Alert>
        )}
        <QueryView
          result={documents}
          loadingLabel="Loading your documents"
          errorTitle="Your documents could not be loaded"
          isEmpty={(list) => list.length === 0}
          empty={UI_TEXT.noDocuments}
        >
          {(list) => (
            <ul className="pv-rows">
              {list.map((doc) => (
                <li key={doc.id} className="pv-row">
                  <div className="pv-row__main">
                    <strong>{doc.name}</strong>
                    <span className="pv-muted">
                      {KIND[doc.contentType] ?? doc.contentType}, {formatSize(doc.size)}, added{' '}
                      {new Date(doc.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                      {doc.uploadedBy ? ` by ${doc.uploadedBy}` : ''}
                    </span>
                  </div>
                  <div className="pv-row__actions">
                    <Button as="a" href={apiUrl(doc.url)} target="_blank" rel="noopener" variant="secondary" size="sm">
                      View<span className="pv-visually-hidden"> {doc.name}</span>
                    </Button>
                    <Button
                      variant="danger"
                      size="sm"
                      onClick={() => remove(doc.id)}
                      loading={removing.isLoading && removing.originalArgs === doc.id}
                    >
                      Remove<span className="pv-visually-hidden"> {doc.name}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </PageFrame>
  );
}

export default DocumentsSection;
