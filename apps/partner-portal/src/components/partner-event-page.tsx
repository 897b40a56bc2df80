// A page of the partner's tools for one of its events (check-in, promo codes, reviews): the event named
// by the address loads into the page frame, and the browser tab says which tool of which event.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { usePartnerEventQuery } from '@pavilion/api-client';
import type { TPartnerEventDetail } from '@pavilion/domain';
import { COMPONENTS_TEXT } from './messages';
import { isRetryable, PageFrame, QueryView, useDocumentTitle, type PageFrameProps } from '@pavilion/features-page-kit';

export type PartnerEventPageProps = Omit<PageFrameProps, 'as' | 'children'> & {
  /** The tool's name, before the event's in the tab's title: 'Check-in'. */
  tool: string;
  children: (event: TPartnerEventDetail) => ReactNode;
};

export function PartnerEventPage({ tool, children, ...frame }: PartnerEventPageProps) {
  const id = Number(useParams().id);
  const result = usePartnerEventQuery(id);
  useDocumentTitle(result.data ? COMPONENTS_TEXT.toolTitle({ tool, event: result.data.name }) : tool);
  return (
    <PageFrame as="section" {...frame}>
      <QueryView
        result={result}
        loadingLabel={COMPONENTS_TEXT.loadingEvent}
        errorTitle={COMPONENTS_TEXT.eventFailed}
        canRetry={isRetryable}
      >
        {children}
      </QueryView>
    </PageFrame>
  );
}
