// A PDF shown in the page with pdf.js (through react-pdf): each page drawn with its text layer, so the
// text can be selected and read aloud. The worker is a file of this build, served by us like the rest
// of the portal; nothing is fetched from elsewhere. Loaded only by the pages that show a PDF.
import { useEffect, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import 'react-pdf/dist/Page/TextLayer.css';
import { Alert, Spinner } from '@pavilion/ui';
import { AGREEMENTS_TEXT as T } from './messages';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

// The content security policy allows no eval; pdf.js has a path without it.
const OPTIONS = { isEvalSupported: false, withCredentials: true };

export interface PdfViewerProps {
  /** The PDF's address. */
  url: string;
  /** What the document is, for assistive technology: 'Partner contract'. */
  title: string;
  /** Said while the PDF loads: 'Loading the partner contract'. */
  loadingLabel: string;
  /** The error's title when the PDF cannot be shown: 'The partner contract could not be shown here'. */
  errorTitle: string;
  /** Shown with the error when the PDF cannot be shown. */
  fallback?: React.ReactNode;
}

export default function PdfViewer({ url, title, loadingLabel, errorTitle, fallback }: PdfViewerProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(720);
  const [pages, setPages] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.min(820, Math.max(280, entry.contentRect.width - 32))),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="pv-pdf" role="document" aria-label={title} tabIndex={0}>
      <Document
        file={url}
        options={OPTIONS}
        onLoadSuccess={(doc) => setPages(doc.numPages)}
        loading={<Spinner label={loadingLabel} showLabel />}
        error={
          <Alert tone="error" title={errorTitle}>
            {fallback}
          </Alert>
        }
      >
        {Array.from({ length: pages }, (_, i) => (
          <Page
            key={i}
            pageNumber={i + 1}
            width={width}
            className="pv-pdf__page"
            renderAnnotationLayer={false}
            loading={<Spinner label={T.pageLoading({ page: i + 1 })} />}
          />
        ))}
      </Document>
    </div>
  );
}
