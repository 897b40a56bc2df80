// A titled card of a console page (the summary's panels, a partner's sections), named by its heading.
import { useId, type ReactNode } from 'react';
import { Card, CardBody } from '@pavilion/ui';

export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id}>
      <CardBody>
        <h2 id={id} className="pv-admin-section-title">
          {title}
        </h2>
        {children}
      </CardBody>
    </Card>
  );
}
