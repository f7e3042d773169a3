import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ReactNode } from 'react';

interface ChooseFilesButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  children: ReactNode;
  accept?: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * A real button (focusable, Enter and Space work) opening the browser's file chooser; the file
 * input itself stays out of the tab order and out of sight.
 */
export function ChooseFilesButton({
  children,
  accept,
  multiple = false,
  onFiles,
  ...button
}: ChooseFilesButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // cleared, so choosing the same file again fires another change
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
