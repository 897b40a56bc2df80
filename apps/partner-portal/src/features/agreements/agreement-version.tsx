// The sentence above an agreement that names its current version and whether the partner has agreed
// to it, with the status as a badge inside the sentence the message gives.
import type { ReactNode } from 'react';
import { agreementVersionText, type TPartnerAgreement } from '@pavilion/domain';
import { richMessage } from '@pavilion/features-shell';
import { Badge } from '@pavilion/ui';
import { AGREEMENTS_TEXT as T } from './messages';

export function agreementVersion(key: string, agreement: TPartnerAgreement): ReactNode {
  return richMessage(
    key,
    {},
    {
      version: agreementVersionText(agreement.kind, agreement.currentVersion),
      badge: (
        <Badge tone={agreement.status === 'agreed' ? 'success' : 'warning'}>
          {T.status({ status: agreement.status })}
        </Badge>
      ),
    },
  );
}
