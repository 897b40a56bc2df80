// Step 4's registration summary: every answer under its label, 'Not provided' for what was left blank.
import { UI_TEXT, type TOptionsResponse, type TPartnerSignUpFormInput } from '@pavilion/domain';
import { ONBOARDING_TEXT as T } from './messages';

type Options = Partial<Pick<TOptionsResponse, 'countries' | 'sectors'>> & {
  organizationTypes?: { id: number; name: string }[];
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : UI_TEXT.notProvided);

function nameOf(list: { id: number; name: string }[] | undefined, id: unknown): string {
  if (id === '' || id === null || id === undefined) return UI_TEXT.notProvided;
  return list?.find((item) => item.id === Number(id))?.name ?? UI_TEXT.notProvided;
}

export function SignUpSummary({ values, options }: { values: TPartnerSignUpFormInput; options?: Options }) {
  const sectors = (values.sectors ?? [])
    .map((id) => nameOf(options?.sectors, id))
    .filter((n) => n !== UI_TEXT.notProvided);
  const sections: Array<{ id: string; title: string; rows: Array<[string, string]> }> = [
    {
      id: 'contact',
      title: T.contactDetails,
      rows: [
        [T.firstName, text(values.firstName)],
        [T.surname, text(values.surname)],
        [T.email, text(values.email)],
        [T.country, nameOf(options?.countries, values.country)],
      ],
    },
    {
      id: 'company',
      title: T.companyDetails,
      rows: [
        [T.companyName, text(values.companyName)],
        [T.registeredCompanyName, text(values.registeredCompanyName)],
        [T.registrationNumber, text(values.registrationNumber)],
        [T.organisationType, nameOf(options?.organizationTypes, values.organizationType)],
        [T.address, text(values.companyAddress)],
        [T.city, text(values.companyCity)],
        [T.zipCode, text(values.companyZipCode)],
        [T.country, nameOf(options?.countries, values.companyCountry)],
        [T.companyEmail, text(values.companyEmail)],
        [T.phoneNumber, text(values.companyPhoneNumber)],
        [T.website, text(values.companyWebsite)],
        [T.companySize, values.companySize ? T.employees({ size: values.companySize }) : UI_TEXT.notProvided],
        [T.eventsPerYear, text(values.eventsPerYear)],
        [T.industrySectors, sectors.length ? sectors.join(', ') : UI_TEXT.notProvided],
      ],
    },
  ];
  return (
    <div className="pv-stack-gap">
      <p>{T.checkDetails}</p>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`pv-summary-${section.id}`}>
          <h3 id={`pv-summary-${section.id}`} className="pv-section-title">
            {section.title}
          </h3>
          <dl className="pv-summary">
            {section.rows.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
