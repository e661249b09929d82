import { useState } from 'react';
import { ChevronLeft, ChevronRight, Store } from 'lucide-react';
import { cx } from '../../components/ui/cx';
import { galleryText } from './messages/booking-gallery';

/** The business's featured image and its services' photos, stepping round in a circle. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  if (!images.length) {
    return (
      <div className="flex aspect-[16/7] items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 sm:rounded-card">
        <Store className="size-12 text-brand-200" aria-hidden />
      </div>
    );
  }
  const step = (by: number) =>
    setIndex((current) => (current + by + images.length) % images.length);
  return (
    <div className="relative overflow-hidden bg-raised sm:rounded-card">
      <img
        src={images[index]}
        alt={galleryText('photo', { name, index: index + 1, count: images.length })}
        className="aspect-[16/7] w-full object-cover"
      />
      {images.length > 1 ? (
        <>
          <button
            type="button"
            aria-label={galleryText('previousPhoto')}
            onClick={() => step(-1)}
            className="absolute top-1/2 left-3 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/45 text-white"
          >
            <ChevronLeft className="size-5" />
          </button>
          <button
            type="button"
            aria-label={galleryText('nextPhoto')}
            onClick={() => step(1)}
            className="absolute top-1/2 right-3 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/45 text-white"
          >
            <ChevronRight className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5">
            {images.map((image, i) => (
              <button
                key={image}
                type="button"
                aria-label={galleryText('showPhoto', { index: i + 1 })}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className={cx('size-2.5 rounded-full', i === index ? 'bg-white' : 'bg-white/50')}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
