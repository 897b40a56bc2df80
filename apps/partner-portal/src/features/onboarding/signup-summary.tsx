// Step 4's registration summary: every answer under its label, 'Not provided' for what was left blank.
import { UI_TEXT, type TOptionsResponse, type TPartnerSignUpFormInput } from '@pavilion/domain';

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
  const sections: Array<{ title: string; rows: Array<[string, string]> }> = [
    {
      title: 'Contact Details',
      rows: [
        ['First name', text(values.firstName)],
        ['Surname', text(values.surname)],
        ['Email', text(values.email)],
        ['Country', nameOf(options?.countries, values.country)],
      ],
    },
    {
      title: 'Company Details',
      rows: [
        ['Company name', text(values.companyName)],
        ['Registered company name', text(values.registeredCompanyName)],
        ['Registration number', text(values.registrationNumber)],
        ['Organisation type', nameOf(options?.organizationTypes, values.organizationType)],
        ['Address', text(values.companyAddress)],
        ['City', text(values.companyCity)],
        ['Zip code', text(values.companyZipCode)],
        ['Country', nameOf(options?.countries, values.companyCountry)],
        ['Company email', text(values.companyEmail)],
        ['Phone number', text(values.companyPhoneNumber)],
        ['Website', text(values.companyWebsite)],
        ['Company size', values.companySize ? `${values.companySize} employees` : UI_TEXT.notProvided],
        ['Events per year', text(values.eventsPerYear)],
        ['Industry sectors', sectors.length ? sectors.join(', ') : UI_TEXT.notProvided],
      ],
    },
  ];
  return (
    <div className="pv-stack-gap">
      <p>Please check your details before you submit the application.</p>
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={`pv-summary-${section.title.replace(/\s/g, '-')}`}>
          <h3 id={`pv-summary-${section.title.replace(/\s/g, '-')}`} className="pv-section-title">
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
