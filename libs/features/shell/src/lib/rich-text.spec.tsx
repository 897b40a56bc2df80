import { render, screen } from '@testing-library/react';
import { addCatalogue, defineMessages, setLocaleSource } from '@pavilion/domain';
import { richText } from './rich-text';

const T = defineMessages('spec.richText', {
  sent: 'We sent a link to {email} on {date}; it works {count} times.',
  twice: '{first} and {second}',
});

afterEach(() => setLocaleSource(() => 'en'));

it('puts elements in the place of their placeholders, in the current language', () => {
  const values = { email: <strong>ada@example.com</strong>, date: <time dateTime="2026-05-01">May 1</time>, count: 3 };
  const { container, rerender } = render(<p>{richText(T.sent, values)}</p>);
  expect(container.textContent).toBe('We sent a link to ada@example.com on May 1; it works 3 times.');
  expect(screen.getByText('ada@example.com').tagName).toBe('STRONG');
  addCatalogue('de', { 'spec.richText.sent': 'Am {date} ging ein Link an {email}; er gilt {count}-mal.' });
  setLocaleSource(() => 'de');
  rerender(<p>{richText(T.sent, values)}</p>);
  expect(container.textContent).toBe('Am May 1 ging ein Link an ada@example.com; er gilt 3-mal.');
  expect(screen.getByText('May 1').tagName).toBe('TIME');
});

it('keeps each element apart, and plain values as text', () => {
  const { container } = render(<p>{richText(T.twice, { first: <em>one</em>, second: 'two' })}</p>);
  expect(container.innerHTML).toBe('<p><em>one</em> and two</p>');
});
