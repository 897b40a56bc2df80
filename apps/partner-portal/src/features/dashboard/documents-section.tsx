// The dashboard's Documents: the company's documents (PDF, DOC, DOCX) with upload, open and remove.
import { useState } from 'react';
import { dateTimeFormat, numberFormat, UI_TEXT, UPLOAD_LIMITS } from '@pavilion/domain';
import {
  errorMessage,
  useGetPartnerDocumentsQuery,
  useRemovePartnerDocumentMutation,
  useUploadPartnerDocumentMutation,
} from '@pavilion/api-client';
import { Alert, Button, FileUpload, Stack, TextField } from '@pavilion/ui';
import { PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { apiUrl } from '../../components/api-url';
import { Row } from '../../components/row';
import { useUploadOnPick } from '../../components/use-upload-on-pick';
import { DASHBOARD_TEXT as T } from './messages';

const MB = 1024 * 1024;
const formatSize = (bytes: number) =>
  bytes >= MB
    ? T.sizeMb({ size: numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / MB) })
    : T.sizeKb({ size: Math.max(1, Math.round(bytes / 1024)) });
const KIND: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word (DOC)',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (DOCX)',
};

/** 'PDF, 120 KB, added Nov 3, 2026 by Ana Ruiz'. */
function documentLine(doc: { contentType: string; size: number; createdAt: string; uploadedBy?: string | null }) {
  const line = {
    kind: KIND[doc.contentType] ?? doc.contentType,
    size: formatSize(doc.size),
    date: dateTimeFormat({ dateStyle: 'medium' }).format(new Date(doc.createdAt)),
  };
  return doc.uploadedBy ? T.documentLineBy({ ...line, person: doc.uploadedBy }) : T.documentLine(line);
}

export function DocumentsSection() {
  useDocumentTitle(T.documents);
  const documents = useGetPartnerDocumentsQuery();
  const [upload] = useUploadPartnerDocumentMutation();
  const [remove, removing] = useRemovePartnerDocumentMutation();
  const [name, setName] = useState('');
  const [uploaderKey, setUploaderKey] = useState(0);
  const picker = useUploadOnPick({
    maxBytes: UPLOAD_LIMITS.document.maxBytes,
    tooLarge: T.documentTooLarge({ size: UPLOAD_LIMITS.document.maxBytes / MB }),
    wrongKind: T.documentWrongKind,
    upload: (file) => upload({ file, name: name.trim() || undefined }).unwrap(),
    onUploaded: () => {
      setName('');
      setUploaderKey((k) => k + 1);
    },
  });

  return (
    <PageFrame>
      <h1 className="pv-page-title">{T.documents}</h1>
      <p className="pv-muted">{T.documentsLead}</p>
      <section aria-labelledby="pv-documents-upload" className="pv-partner-card">
        <h2 id="pv-documents-upload" className="pv-section-title">
          {T.uploadDocument}
        </h2>
        <Stack gap={3}>
          <TextField
            label={T.documentName}
            hint={T.documentNameHint}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <FileUpload
            key={uploaderKey}
            label={T.document}
            accept=".pdf,.doc,.docx"
            hint={T.documentHint}
            {...picker}
            buttonLabel={T.chooseDocument}
          />
        </Stack>
      </section>
      <section aria-labelledby="pv-documents-list">
        <h2 id="pv-documents-list" className="pv-section-title">
          {T.yourDocuments}
        </h2>
        {removing.isError && (
          <Alert tone="error" title={T.removeFailed}>
            {errorMessage(removing.error)}
          </Alert>
        )}
        <QueryView
          result={documents}
          loadingLabel={T.documentsLoading}
          errorTitle={T.documentsFailed}
          isEmpty={(list) => list.length === 0}
          empty={UI_TEXT.noDocuments}
        >
          {(list) => (
            <ul className="pv-rows">
              {list.map((doc) => (
                <Row
                  key={doc.id}
                  title={doc.name}
                  line={documentLine(doc)}
                  actions={
                    <>
                      <Button
                        as="a"
                        href={apiUrl(doc.url)}
                        target="_blank"
                        rel="noopener"
                        variant="secondary"
                        size="sm"
                        aria-label={T.viewNamed({ name: doc.name })}
                      >
                        {T.view}
                      </Button>
                      <Button
                        variant="danger"
                        size="sm"
                        onClick={() => remove(doc.id)}
                        loading={removing.isLoading && removing.originalArgs === doc.id}
                        aria-label={T.removeNamed({ name: doc.name })}
                      >
                        {T.remove}
                      </Button>
                    </>
                  }
                />
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </PageFrame>
  );
}

export default DocumentsSection;
