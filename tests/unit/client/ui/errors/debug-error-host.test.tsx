import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { reportDebugError } from '@client/http/debug-errors';
import { DebugErrorHost } from '@client/ui/errors/debug-error-host';
import { buildDebugPayload } from './debug-payload-fixture';
import { installBootstrap } from '../../../../support/bootstrap-fixture';

beforeEach(() => {
  installBootstrap();
});

describe('DebugErrorHost', () => {
  it('opens the dialog for the latest reported debug error and closes it', async () => {
    const user = userEvent.setup();
    render(<DebugErrorHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => reportDebugError(buildDebugPayload()));
    // the dialog's module loads when the first error comes
    expect(await screen.findByRole('dialog', { name: 'An error occured' })).toHaveTextContent(
      'TypeError',
    );

    act(() => reportDebugError(buildDebugPayload({ exception: 'RangeError', message: 'Too far' })));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(screen.getByRole('dialog')).toHaveTextContent('RangeError');
    expect(screen.getByRole('dialog')).toHaveTextContent('Too far');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
