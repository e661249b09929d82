import { useRef } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { IMAGE_TYPES } from '@shared/business';
import { MAX_SERVICE_IMAGES } from '@shared/services';
import { Badge } from '../../components/ui/badge';
import { cx } from '../../components/ui/cx';
import { servicesText as t } from './messages/services-screens';

export interface Tile {
  key: string;
  url: string;
}

/**
 * A service's photos as square tiles, the first marked as the cover, each with a remove button,
 * and a tile to add more while there is room.
 */
export function ImageTiles({
  tiles,
  isBusy,
  onAdd,
  onRemove,
}: {
  tiles: Tile[];
  isBusy: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hasRoom = tiles.length < MAX_SERVICE_IMAGES;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium">{t('images.photos')}</span>
        <span className="text-xs text-muted">
          {t('images.count', { count: tiles.length, max: MAX_SERVICE_IMAGES })}
        </span>
      </div>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {tiles.map((tile, index) => (
          <li
            key={tile.key}
            className="relative aspect-square overflow-hidden rounded-xl border border-line bg-raised"
          >
            <img
              src={tile.url}
              alt={t('images.photo', { number: index + 1 })}
              className="size-full object-cover"
            />
            {index === 0 ? (
              <Badge tone="brand" className="absolute bottom-1.5 left-1.5 px-2 text-[11px]">
                {t('images.cover')}
              </Badge>
            ) : null}
            <button
              type="button"
              disabled={isBusy}
              onClick={() => onRemove(tile.key)}
              aria-label={t('images.remove', { number: index + 1 })}
              className="absolute top-1 right-1 inline-flex size-11 items-start justify-end p-1 disabled:opacity-50"
            >
              <span className="inline-flex size-7 items-center justify-center rounded-full bg-black/65 text-white">
                <X className="size-4" />
              </span>
            </button>
          </li>
        ))}
        {hasRoom ? (
          <li>
            <button
              type="button"
              disabled={isBusy}
              onClick={() => input.current?.click()}
              className={cx(
                'flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-line text-xs font-medium text-muted',
                'transition-colors hover:border-brand-400 hover:text-brand-700 disabled:opacity-50 dark:hover:text-brand-300',
              )}
            >
              <ImagePlus className="size-5" aria-hidden />
              {isBusy ? t('images.uploading') : t('images.add')}
            </button>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        type="file"
        multiple
        accept={IMAGE_TYPES.join(',')}
        className="sr-only"
        aria-label={t('images.input')}
        onChange={(event) => {
          onAdd(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <p className="text-xs text-muted">{t('images.hint', { max: MAX_SERVICE_IMAGES })}</p>
    </div>
  );
}
