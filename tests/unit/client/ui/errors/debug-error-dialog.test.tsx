import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DebugErrorDialog } from '@client/ui/errors/debug-error-dialog';
import { buildDebugPayload, buildFrame } from './debug-payload-fixture';
import { installBootstrap } from '../../../../support/bootstrap-fixture';

function snippet() {
  return screen.getByRole('region', { name: 'Code snippet' });
}

function highlightedLine() {
  return snippet().querySelector('[aria-current="true"]');
}

beforeEach(() => {
  installBootstrap();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('DebugErrorDialog', () => {
  it('is a full-screen dialog titled with the spec text, showing exception and message', () => {
    render(<DebugErrorDialog payload={buildDebugPayload()} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'An error occured' });
    expect(dialog).toHaveClass('dialog-size-fullscreenTakeover');
    expect(within(dialog).getByText('TypeError')).toBeInTheDocument();
    expect(
      within(dialog).getByText("Cannot read properties of undefined (reading 'id')"),
    ).toBeInTheDocument();
  });

  it('selects the first application frame and highlights its line in the snippet', () => {
    render(<DebugErrorDialog payload={buildDebugPayload()} open onClose={() => {}} />);
    expect(screen.getByRole('button', { name: /TitleService\.find/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(snippet()).getByText('src/server/modules/titles/service.ts:42')).toBeVisible();
    expect(highlightedLine()).toHaveTextContent('42return title.id;');
    expect(snippet()).toHaveTextContent('const title = rows[0];');
  });

  it('shows a vendor group as one collapsed row that expands and collapses on click', async () => {
    const user = userEvent.setup();
    render(<DebugErrorDialog payload={buildDebugPayload()} open onClose={() => {}} />);
    const group = screen.getByRole('button', { name: '2 vendor frames' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('preHandlerCallback')).not.toBeInTheDocument();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /preHandlerCallback/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /hookIterator/ })).toBeInTheDocument();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('hookIterator')).not.toBeInTheDocument();
  });

  it('toggles a vendor group from the keyboard', async () => {
    const user = userEvent.setup();
    render(<DebugErrorDialog payload={buildDebugPayload()} open onClose={() => {}} />);
    const group = screen.getByRole('button', { name: '2 vendor frames' });
    group.focus();
    await user.keyboard('{Enter}');
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('changes the snippet when another frame is selected', async () => {
    const user = userEvent.setup();
    render(<DebugErrorDialog payload={buildDebugPayload()} open onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: /showTitle/ }));
    expect(screen.getByRole('button', { name: /showTitle/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /TitleService\.find/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(snippet()).getByText('src/server/modules/titles/routes.ts:12')).toBeVisible();
    expect(highlightedLine()).toHaveTextContent('12 return service.find(id);');
    expect(snippet()).not.toHaveTextContent('return title.id;');

    await user.click(screen.getByRole('button', { name: '2 vendor frames' }));
    await user.click(screen.getByRole('button', { name: /hookIterator/ }));
    expect(highlightedLine()).toHaveTextContent('20fn(request, reply, next)');
  });

  it('starts on the first vendor frame, group expanded, when every frame is a vendor frame', () => {
    const payload = buildDebugPayload({
      trace: [{ vendorGroup: true, items: [buildFrame({ method: 'vendorOnly', lineNumber: 41 })] }],
    });
    render(<DebugErrorDialog payload={payload} open onClose={() => {}} />);
    expect(screen.getByRole('button', { name: '1 vendor frame' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: /vendorOnly/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(highlightedLine()).toHaveTextContent('41const title = rows[0];');
  });

  it('downloads a log file with the exception, message and frames', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:debug-log');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = revokeObjectURL;
      },
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    render(<DebugErrorDialog payload={buildDebugPayload()} open onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Download log' }));

    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.href).toBe('blob:debug-log');
    expect(clicked[0]?.download).toMatch(/^error-\d{4}-\d{2}-\d{2}T[\d-]+Z\.log$/);
    const text = await (createObjectURL.mock.calls[0]?.[0] as Blob).text();
    expect(text).toContain('Exception: TypeError');
    expect(text).toContain("Message: Cannot read properties of undefined (reading 'id')");
    expect(text).toContain('TitleService.find (src/server/modules/titles/service.ts:42)');
    expect(text).toContain('showTitle (src/server/modules/titles/routes.ts:12)');
    expect(text).toContain(
      'preHandlerCallback (node_modules/fastify/lib/handle-request.js:7) [vendor]',
    );
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:debug-log'));
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<DebugErrorDialog payload={buildDebugPayload()} open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
