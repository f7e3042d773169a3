import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dialog } from '@client/ui/dialog/dialog';
import { DialogBody } from '@client/ui/dialog/dialog-body';
import { useDialogContext } from '@client/ui/dialog/dialog-context';
import { DialogFooter } from '@client/ui/dialog/dialog-footer';
import { DialogHeader } from '@client/ui/dialog/dialog-header';
import { DialogHost } from '@client/ui/dialog/dialog-host';
import type { DialogSize } from '@client/ui/dialog/dialog-size';
import { closeAllDialogs, getDialogs, openDialog } from '@client/ui/dialog/dialog-store';
import { installBootstrap } from '../../../../support/bootstrap-fixture';

function ConfirmDialog({ title = 'Delete list', size }: { title?: string; size?: DialogSize }) {
  const { close } = useDialogContext<string>();
  return (
    <Dialog size={size}>
      <DialogHeader>{title}</DialogHeader>
      <DialogBody>Are you sure?</DialogBody>
      <DialogFooter>
        <Button onClick={() => close('confirmed')}>Confirm</Button>
      </DialogFooter>
    </Dialog>
  );
}

function open(element: React.ReactElement): Promise<string | undefined> {
  let result!: Promise<string | undefined>;
  act(() => {
    result = openDialog<string>(element);
  });
  return result;
}

beforeEach(() => {
  installBootstrap();
});

afterEach(async () => {
  // Let closed dialogs finish their exit while the host is still mounted, so none leak.
  act(() => closeAllDialogs());
  await waitFor(() => expect(getDialogs()).toEqual([]));
});

describe('DialogHost and openDialog', () => {
  it('renders an opened dialog labelled by its header title', () => {
    render(<DialogHost />);
    void open(<ConfirmDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Delete list' });
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
  });

  it('resolves with the result passed to close and then unmounts the dialog', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const result = open(<ConfirmDialog />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(result).resolves.toBe('confirmed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(getDialogs()).toEqual([]));
  });

  it('resolves undefined when Escape is pressed', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const result = open(<ConfirmDialog />);
    await user.keyboard('{Escape}');
    await expect(result).resolves.toBeUndefined();
  });

  it('resolves undefined when the backdrop is clicked', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const result = open(<ConfirmDialog />);
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    await expect(result).resolves.toBeUndefined();
  });

  it('resolves undefined when the header close button is used', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const result = open(<ConfirmDialog />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await expect(result).resolves.toBeUndefined();
  });

  it('stacks dialogs and closes only the top one on Escape', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const first = open(<ConfirmDialog title="First" />);
    const second = open(<ConfirmDialog title="Second" />);
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await expect(second).resolves.toBeUndefined();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Second' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(first).resolves.toBe('confirmed');
  });

  it.each([
    ['2xs', '256px'],
    ['xs', '320px'],
    ['sm', '384px'],
    ['md', '512px'],
    ['lg', '640px'],
    ['xl', '768px'],
    ['2xl', '1024px'],
  ] as const)('gives size %s its class and a %s max width', (size, maxWidth) => {
    render(<DialogHost />);
    void open(<ConfirmDialog size={size} />);
    const paper = screen.getByRole('dialog');
    expect(paper).toHaveClass(`dialog-size-${size}`);
    expect(getComputedStyle(paper).maxWidth).toBe(maxWidth);
  });

  it('uses the whole viewport with a margin for fullscreen', () => {
    render(<DialogHost />);
    void open(<ConfirmDialog size="fullscreen" />);
    const paper = screen.getByRole('dialog');
    expect(paper).toHaveClass('dialog-size-fullscreen');
    expect(getComputedStyle(paper).width).toBe('calc(100% - 32px)');
    expect(getComputedStyle(paper).height).toBe('calc(100% - 32px)');
  });

  it('takes over the entire viewport without margin or radius for fullscreenTakeover', () => {
    render(<DialogHost />);
    void open(<ConfirmDialog size="fullscreenTakeover" />);
    const paper = screen.getByRole('dialog');
    expect(paper).toHaveClass('dialog-size-fullscreenTakeover', 'MuiDialog-paperFullScreen');
    const style = getComputedStyle(paper);
    expect(style.width).toBe('100%');
    expect(style.height).toBe('100%');
    expect(style.margin).toBe('0px');
    expect(style.borderTopLeftRadius).toBe('0');
  });
});

describe('Dialog used directly', () => {
  it('follows its open prop and reports Escape through onClose', async () => {
    const user = userEvent.setup();
    let closed = 0;
    const { rerender } = render(
      <Dialog open={false} onClose={() => closed++} aria-label="Settings">
        <DialogBody>Body</DialogBody>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <Dialog open onClose={() => closed++} aria-label="Settings">
        <DialogBody>Body</DialogBody>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(closed).toBe(1);
  });

  it('refuses useDialogContext outside a hosted dialog', () => {
    function Orphan() {
      useDialogContext();
      return null;
    }
    const error = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Orphan />)).toThrow(/openDialog/);
    } finally {
      console.error = error;
    }
  });
});
