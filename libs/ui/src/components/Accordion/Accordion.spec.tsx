import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, AccordionItem } from './Accordion';

function Terms() {
  return (
    <Accordion headingLevel={2}>
      <AccordionItem title="A17 Applicable law">English law applies.</AccordionItem>
      <AccordionItem title="A18 Modification">We may change these terms.</AccordionItem>
      <AccordionItem title="B1 Events">Events are run by partners.</AccordionItem>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('puts each toggle button inside a heading of the given level', () => {
    render(<Terms />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['A17 Applicable law', 'A18 Modification', 'B1 Events']);
    expect(headings[0]).toContainElement(screen.getByRole('button', { name: 'A17 Applicable law' }));
  });

  it('starts with every section closed', () => {
    render(<Terms />);
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    }
    expect(screen.getByText('English law applies.')).not.toBeVisible();
  });

  it('opens and closes sections independently', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Terms />);
    const law = screen.getByRole('button', { name: 'A17 Applicable law' });
    const modification = screen.getByRole('button', { name: 'A18 Modification' });

    await user.click(law);
    await user.click(modification);
    expect(law).toHaveAttribute('aria-expanded', 'true');
    expect(modification).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('English law applies.')).toBeVisible();
    expect(screen.getByText('We may change these terms.')).toBeVisible();
    expect(screen.getByText('Events are run by partners.')).not.toBeVisible();

    await user.click(law);
    expect(law).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('English law applies.')).not.toBeVisible();
    expect(screen.getByText('We may change these terms.')).toBeVisible();
  });

  it('links each button to its panel with aria-controls', async () => {
    render(<Terms />);
    const button = screen.getByRole('button', { name: 'B1 Events' });
    await userEvent.click(button);
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      'Events are run by partners.',
    );
  });

  it('toggles from the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Terms />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'A17 Applicable law' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'A17 Applicable law' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'A17 Applicable law' })).toHaveAttribute('aria-expanded', 'false');
  });
});
