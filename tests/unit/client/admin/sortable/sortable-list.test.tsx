import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SortableList } from '@client/admin/sortable/sortable-list';
import { installBootstrap } from '../../../../support/bootstrap-fixture';

const ITEMS = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Bea' },
  { id: 3, name: 'Cy' },
];

function Cast() {
  const [items, setItems] = useState(ITEMS);
  return (
    <SortableList
      label="Cast"
      items={items}
      describe={(item) => item.name}
      onReorder={(ids) => setItems(ids.map((id) => ITEMS.find((item) => item.id === id)!))}
      renderItem={(item, controls) => (
        <div>
          {controls}
          <span>{item.name}</span>
        </div>
      )}
    />
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Cast' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('SortableList', { timeout: 20_000 }, () => {
  beforeEach(() => installBootstrap());

  it('moves items with their earlier and later buttons, from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Cast />);
    expect(names()).toEqual(['Ada', 'Bea', 'Cy']);
    expect(screen.getByRole('button', { name: 'Move Ada earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Cy later' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move Ada later' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Bea', 'Ada', 'Cy']);
    await user.click(screen.getByRole('button', { name: 'Move Cy earlier' }));
    expect(names()).toEqual(['Bea', 'Cy', 'Ada']);
  });

  it('gives each item a drag handle with keyboard instructions for screen readers', () => {
    render(<Cast />);
    const handle = screen.getByRole('button', { name: 'Reorder Bea' });
    const instructions = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(instructions?.textContent).toMatch(/press space or enter to pick the item up/);
  });
});
