// How a person asked to be contacted (their settings' contact section), where support reaches them:
// the console's person page and each member of a partner's team.
import type { TContactPreferences } from '@pavilion/domain';
import { contactMethodName, languageName } from '@pavilion/features-account';
import { COMPONENTS_TEXT as T } from './messages';

/** The terms and descriptions to put inside a `<dl className="pv-admin-facts">`. */
export function ContactPreferenceFacts({ contact }: { contact: TContactPreferences }) {
  return (
    <>
      <dt>{T.contactBy}</dt>
      <dd>{contactMethodName(contact.method)}</dd>
      <dt>{T.contactHours}</dt>
      <dd>{contact.hours.trim() || T.anyTime}</dd>
      <dt>{T.contactLanguage}</dt>
      <dd>{languageName(contact.language)}</dd>
    </>
  );
}
