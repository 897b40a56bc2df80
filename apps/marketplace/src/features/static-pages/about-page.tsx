// /about-us: tagline, the figures, mission, values, leadership and how to get in touch.
import { Button, Container, UserIcon } from '@pavilion/ui';
import { useDocumentTitle } from '@pavilion/features-page-kit';
import { aboutPage } from './content';
import { ABOUT_TEXT, aboutKey } from './content/about.messages';
import { richMessage } from '@pavilion/features-shell';
import './static-pages.css';

export default function AboutPage() {
  useDocumentTitle(aboutPage.title);
  const { tagline, intro, stats, mission, values, leadership, contact } = aboutPage;
  return (
    <article className="pv-static-about" aria-labelledby="pv-about-title">
      <section className="pv-about-hero">
        <Container>
          <h1 id="pv-about-title">{aboutPage.title}</h1>
          <p className="pv-about-hero__tagline">{tagline}</p>
          <p>{intro}</p>
        </Container>
      </section>
      <Container>
        <section aria-label={ABOUT_TEXT.inNumbers} className="pv-about-section">
          <dl className="pv-about-stats">
            {stats.map((stat) => (
              <div key={stat.label} className="pv-about-stats__item">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="pv-about-mission" className="pv-about-section">
          <h2 id="pv-about-mission">{mission.title}</h2>
          <p>{mission.text}</p>
        </section>
        <section aria-labelledby="pv-about-values" className="pv-about-section">
          <h2 id="pv-about-values">{values.title}</h2>
          <ul className="pv-about-grid">
            {values.items.map((value) => (
              <li key={value.title} className="pv-about-card">
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="pv-about-leadership" className="pv-about-section">
          <h2 id="pv-about-leadership">{leadership.title}</h2>
          <p>{leadership.intro}</p>
          <ul className="pv-about-grid">
            {leadership.people.map((person) => (
              <li key={person.name} className="pv-about-card pv-about-person">
                <span className="pv-about-person__photo" aria-hidden="true">
                  <UserIcon size={40} />
                </span>
                <h3>{person.name}</h3>
                <p className="pv-about-person__position">{person.position}</p>
                <p>{person.bio}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="pv-about-contact" className="pv-about-section pv-about-contact">
          <h2 id="pv-about-contact">{contact.title}</h2>
          <p>{contact.text}</p>
          <p>
            {richMessage(
              aboutKey('contactLine'),
              { link: (chunks) => <a href={`mailto:${contact.email}`}>{chunks}</a> },
              { address: contact.address, email: contact.email },
            )}
          </p>
          <Button as="a" href={`mailto:${contact.email}?subject=${encodeURIComponent(ABOUT_TEXT.mailSubject)}`}>
            {contact.ctaLabel}
          </Button>
        </section>
      </Container>
    </article>
  );
}
