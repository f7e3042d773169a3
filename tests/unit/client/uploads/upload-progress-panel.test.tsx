import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadProgressPanel } from '@client/uploads';
import { UploadPanelView } from '@client/uploads/progress-panel/upload-progress-panel';
import { addUploads, configureUploadQueue } from '@client/uploads/upload-store';
import type { ClientUpload } from '@client/uploads';
import { FRENCH_LINES } from '@server/modules/localization/message-catalogue';
import { installBootstrap } from '../../../support/bootstrap-fixture';
import {
  clientUpload,
  fileEntry,
  resetUploadQueue,
  textFile,
  uploadSettings,
} from './upload-fixtures';
import { startUploadTestServer, type UploadTestServer } from './upload-test-server';

const handlers = () => ({ onCancel: vi.fn(), onRetry: vi.fn(), onClose: vi.fn() });

function renderView(uploads: ClientUpload[], props = handlers()) {
  const view = render(<UploadPanelView uploads={uploads} {...props} />);
  return { ...view, props };
}

beforeEach(() => {
  installBootstrap();
});

describe('UploadPanelView', () => {
  it('renders nothing without uploads', () => {
    const { container } = renderView([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a running upload with its bar, percent, speed, time left and a cancel button', () => {
    const upload = clientUpload();
    const { props } = renderView([
      upload,
      clientUpload({
        id: 'u2',
        name: 'still.png',
        status: 'pending',
        percentage: 0,
        bytesPerSecond: null,
        secondsLeft: null,
      }),
    ]);

    expect(screen.getByRole('heading', { name: 'Uploading 2 files' })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Upload progress for trailer.mp4' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    const row = bar.closest('li')!;
    expect(row).toHaveTextContent('trailer.mp4');
    expect(row).toHaveTextContent('42%');
    expect(row).toHaveTextContent('1.5 MB/s');
    expect(row).toHaveTextContent('20 sec left');
    expect(screen.getByText('Waiting')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload of trailer.mp4' }));
    expect(props.onCancel).toHaveBeenCalledWith('upload-1');
    expect(screen.getByRole('button', { name: 'Cancel upload of still.png' })).toBeInTheDocument();
    // Nothing may be closed while uploads run.
    expect(screen.queryByRole('button', { name: 'Close uploads' })).not.toBeInTheDocument();
  });

  it('offers retry for failed and aborted uploads, with the failure message', () => {
    const { props } = renderView([
      clientUpload({
        id: 'f',
        name: 'setup.exe',
        status: 'failed',
        error: 'This file type is not allowed',
        percentage: 0,
      }),
      clientUpload({ id: 'a', name: 'draft.mov', status: 'aborted', percentage: 0 }),
      clientUpload({ id: 'n', name: 'mute.mp4', status: 'failed', error: null }),
    ]);
    expect(screen.getByRole('heading', { name: '2 uploads failed' })).toBeInTheDocument();
    expect(screen.getByText('This file type is not allowed')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel upload/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retry upload of setup.exe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry upload of draft.mov' }));
    expect(props.onRetry.mock.calls).toEqual([['f'], ['a']]);
  });

  it('says the batch is complete and can be closed', () => {
    const { props } = renderView([
      clientUpload({ status: 'completed', percentage: 100, entry: fileEntry() }),
    ]);
    expect(screen.getByRole('heading', { name: 'Upload complete' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /upload of/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Close uploads' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('collapses and expands the list', () => {
    renderView([clientUpload()]);
    const toggle = screen.getByRole('button', { name: 'Collapse uploads' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    const expand = screen.getByRole('button', { name: 'Expand uploads' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(expand.getAttribute('aria-controls')!)).toBeInTheDocument();
  });

  it('announces completions and failures politely', () => {
    const running = [clientUpload(), clientUpload({ id: 'u2', name: 'cover.png' })];
    const { rerender, props } = renderView(running);
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('');

    rerender(
      <UploadPanelView
        uploads={[
          { ...running[0]!, status: 'completed', percentage: 100 },
          { ...running[1]!, status: 'failed', error: 'Over your quota' },
        ]}
        {...props}
      />,
    );
    expect(live).toHaveTextContent(
      'trailer.mp4 uploaded. Could not upload cover.png: Over your quota',
    );
  });

  it('speaks the page language', () => {
    installBootstrap({ i18n: { language: 'fr', name: 'Français', lines: { ...FRENCH_LINES } } });
    renderView([clientUpload()]);
    expect(screen.getByRole('heading', { name: 'Envoi de 1 fichier' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('42 %');
    expect(screen.getByRole('listitem')).toHaveTextContent('Temps restant : 20 s');
    expect(
      screen.getByRole('button', { name: "Annuler l'envoi de trailer.mp4" }),
    ).toBeInTheDocument();
  });
});

describe('UploadProgressPanel', () => {
  let server: UploadTestServer;

  beforeEach(async () => {
    server = await startUploadTestServer();
    installBootstrap({ base_path: `${server.origin}/` });
    configureUploadQueue(uploadSettings());
  });

  afterEach(async () => {
    act(() => resetUploadQueue());
    await server.close();
  });

  it("shows the queue's uploads and cancels one from its button", async () => {
    const { container } = render(<UploadProgressPanel />);
    expect(container).toBeEmptyDOMElement();

    act(() => {
      addUploads([textFile()]);
    });
    const request = await server.nextRequest();
    const row = screen
      .getByRole('progressbar', { name: 'Upload progress for notes.txt' })
      .closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel upload of notes.txt' }));

    expect(row).toHaveTextContent('Cancelled');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await request.dropped;
  });

  it('shows a restriction failure and forgets it when closed', () => {
    render(<UploadProgressPanel />);
    act(() => {
      addUploads([textFile('run.sh', 'echo', 'application/x-sh')]);
    });
    expect(screen.getByRole('heading', { name: '1 upload failed' })).toBeInTheDocument();
    expect(screen.getByText('This file type is not allowed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry upload of run.sh' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Close uploads' }));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
