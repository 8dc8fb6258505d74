import { type ComponentProps, createContext, useContext, useState } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * The athlete's picture, or their initials until it has loaded (and for good when it fails). In the signed-in
 * navigation of every page, so not Radix's Avatar: with the context scopes and hooks it brings it weighed ~3 KB gzip
 * of every first load for what an <img> with load and error events does. Same parts, same look.
 */
const ImageLoaded = createContext<readonly [boolean, (loaded: boolean) => void]>([false, () => undefined]);

export function Avatar({ className, children, ...props }: ComponentProps<'span'>) {
  const loaded = useState(false);
  return (
    <span className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full', className)} {...props}>
      <ImageLoaded.Provider value={loaded}>{children}</ImageLoaded.Provider>
    </span>
  );
}

/** Hidden until it has loaded: the browser still fetches it, and a broken image never shows. */
export function AvatarImage({ className, alt = '', ...props }: ComponentProps<'img'>) {
  const [loaded, setLoaded] = useContext(ImageLoaded);
  return (
    <img
      alt={alt}
      className={cn('aspect-square size-full object-cover', !loaded && 'hidden', className)}
      onLoad={() => setLoaded(true)}
      onError={() => setLoaded(false)}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: ComponentProps<'span'>) {
  const [loaded] = useContext(ImageLoaded);
  if (loaded) return null;
  return (
    <span
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-primary/15 font-semibold text-primary-ink text-sm',
        className,
      )}
      {...props}
    />
  );
}
