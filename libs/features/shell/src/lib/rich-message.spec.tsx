import { render, screen } from '@testing-library/react';
import { addCatalogue, defineMessages, setLocaleSource } from '@pavilion/domain';
import { richMessage } from './rich-message';

defineMessages('spec.rich', { hurry: 'In a hurry? <link>Use the short form</link> for {count} people.' });

afterEach(() => setLocaleSource(() => 'en'));

it('puts elements in the place of a message’s tags, in the current language', () => {
  const link = (chunks: React.ReactNode[]) => <a href="/short">{chunks}</a>;
  const { rerender } = render(<p>{richMessage('spec.rich.hurry', { link }, { count: 3 })}</p>);
  expect(screen.getByRole('link', { name: 'Use the short form' })).toHaveAttribute('href', '/short');
  expect(screen.getByText(/for 3 people/)).toBeInTheDocument();
  addCatalogue('de', { 'spec.rich.hurry': 'Eilig? <link>Nutzen Sie das Kurzformular</link> für {count} Personen.' });
  setLocaleSource(() => 'de');
  rerender(<p>{richMessage('spec.rich.hurry', { link }, { count: 3 })}</p>);
  expect(screen.getByRole('link', { name: 'Nutzen Sie das Kurzformular' })).toBeInTheDocument();
});
