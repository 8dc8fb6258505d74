// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { SpecificationList } from './specification-list.tsx';

afterEach(cleanup);

function shownFor(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

it('shows every shape of specification in words, nested maps under their key', () => {
  render(
    <SpecificationList
      specifications={{
        weight: { min: 5, max: 50, unit: 'lbs' },
        adjustable: true,
        'resistance levels': 8,
        attachments: ['rope', 'bar'],
        dimensions: { width: '2 ft', foldedHeight: { min: 10, max: 12, unit: 'in' } },
        stations: [{ name: 'dip' }, { name: 'pull-up' }],
      }}
    />,
  );
  expect(shownFor('Weight')).toBe('5–50 lbs');
  expect(shownFor('Adjustable')).toBe('Yes');
  expect(shownFor('Resistance levels')).toBe('8');
  expect(shownFor('Attachments')).toBe('rope, bar');
  expect(shownFor('Width')).toBe('2 ft');
  expect(shownFor('Folded height')).toBe('10–12 in');
  expect(screen.getAllByText('Name', { selector: 'dt' })).toHaveLength(2);
  expect(document.body.textContent).not.toMatch(/[{}[\]"]/);
});

it('shows nothing for no specifications', () => {
  const { container } = render(<SpecificationList specifications={{}} />);
  expect(container.textContent).toBe('');
});
