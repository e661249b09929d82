import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { checkImageFiles } from './image-checks';
import { ImageTiles } from './image-tiles';
import { useRemoveImage, useUploadImages, type ServiceView } from './use-services';

/** A saved service's photos: each choice uploads at once, each removal deletes at once. */
export function SavedServiceImages({ service }: { service: ServiceView }) {
  const upload = useUploadImages();
  const remove = useRemoveImage();
  const add = (files: File[]) => {
    const { accepted, problems } = checkImageFiles(files, service.images.length);
    problems.forEach((problem) => toast.error(problem));
    if (accepted.length) upload.mutate({ serviceId: service.id, files: accepted });
  };
  return (
    <ImageTiles
      tiles={service.images.map((image) => ({ key: image.id, url: image.url }))}
      isBusy={upload.isPending || remove.isPending}
      onAdd={add}
      onRemove={(imageId) => remove.mutate({ serviceId: service.id, imageId })}
    />
  );
}

export interface PendingImage {
  key: string;
  file: File;
  url: string;
}

/** Photos chosen for a service not saved yet: previewed here, uploaded once it exists. */
export function usePendingImages() {
  const [items, setItems] = useState<PendingImage[]>([]);
  // the previews' object URLs are released when the dialog closes
  const live = useRef<PendingImage[]>([]);
  useEffect(() => {
    const current = live;
    return () => current.current.forEach((item) => URL.revokeObjectURL(item.url));
  }, []);
  const replace = (next: PendingImage[]) => {
    live.current = next;
    setItems(next);
  };
  return {
    items,
    add: (files: File[]) => {
      const { accepted, problems } = checkImageFiles(files, items.length);
      problems.forEach((problem) => toast.error(problem));
      replace([
        ...items,
        ...accepted.map((file) => ({
          key: crypto.randomUUID(),
          file,
          url: URL.createObjectURL(file),
        })),
      ]);
    },
    remove: (key: string) => {
      const item = items.find((candidate) => candidate.key === key);
      if (item) URL.revokeObjectURL(item.url);
      replace(items.filter((candidate) => candidate.key !== key));
    },
  };
}

export function PendingServiceImages({
  pending,
  isBusy,
}: {
  pending: ReturnType<typeof usePendingImages>;
  isBusy: boolean;
}) {
  return (
    <ImageTiles
      tiles={pending.items.map((item) => ({ key: item.key, url: item.url }))}
      isBusy={isBusy}
      onAdd={pending.add}
      onRemove={pending.remove}
    />
  );
}
