import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyTooltip } from '@client/ui/overlays/lazy-tooltip';

afterEach(cleanup);

function ThemeButton({ onClick }: { onClick: () => void }) {
  return (
    <LazyTooltip title="Switch to light mode">
      <button type="button" aria-label="Light mode" onClick={onClick}>
        ☀
      </button>
    </LazyTooltip>
  );
}

describe('LazyTooltip', () => {
  it('hydrates its element with the page, so a first click works before the tooltip code has loaded', async () => {
    const onClick = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ThemeButton onClick={onClick} />);
    document.body.appendChild(container);
    const serverButton = container.querySelector('button')!;

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => void (root = hydrateRoot(container, <ThemeButton onClick={onClick} />)));
    fireEvent.click(serverButton);
    expect(onClick).toHaveBeenCalledTimes(1);

    // showing the tooltip later does not replace the element (a click or focus would be lost)
    await userEvent.hover(serverButton);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to light mode');
    expect(container.querySelector('button')).toBe(serverButton);
    act(() => root!.unmount());
    container.remove();
  });

  it('shows on mouse hover and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<ThemeButton onClick={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Light mode' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to light mode');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows on keyboard focus and hides on Escape, keeping the focus on the element', async () => {
    const user = userEvent.setup();
    render(<ThemeButton onClick={() => undefined} />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Light mode' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to light mode');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(button).toHaveFocus();
  });
});
