import { useRef, useState, type DragEvent } from 'react';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Files dragged from the desktop onto an element: `dragging` while they hover it, `onFiles` on
 * drop. Other drags (reordering a gallery) pass through untouched.
 */
export function useFileDrop(onFiles: (files: File[]) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed; count them to know when the pointer left
  const depth = useRef(0);
  const reset = () => {
    depth.current = 0;
    setDragging(false);
  };
  const dropProps = {
    onDragEnter(event: DragEvent) {
      if (disabled || !carriesFiles(event)) return;
      event.preventDefault();
      depth.current++;
      setDragging(true);
    },
    onDragOver(event: DragEvent) {
      if (disabled || !carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave(event: DragEvent) {
      if (disabled || !carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop(event: DragEvent) {
      if (disabled || !carriesFiles(event)) return;
      event.preventDefault();
      // the drop is this field's, not the page's (useWindowFileDrop)
      event.stopPropagation();
      reset();
      const files = Array.from(event.dataTransfer.files);
      if (files.length) onFiles(files);
    },
  };
  return { dragging, dropProps };
}
