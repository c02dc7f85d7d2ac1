import { useState, type DragEvent, type RefObject } from 'react';

/**
 * Files dropped anywhere on the conversation go to the composer's attachment (its type and
 * size checks, its preview); without a composer the drop is only kept from making the browser
 * open the file in place of the app. `dropping` marks the area while a file is over it.
 */
export function useFileDrop(attachRef: RefObject<((file: File) => void) | null>) {
  const [dropping, setDropping] = useState(false);
  return {
    dropping,
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = attachRef.current ? 'copy' : 'none';
      setDropping(attachRef.current !== null);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      setDropping(false);
      const file = event.dataTransfer.files[0];
      if (file) attachRef.current?.(file);
    },
  };
}
