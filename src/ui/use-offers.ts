/**
 * Whether the backend offers an extension (device/api/capabilities.ts), for a screen that shows a
 * feature only where it works: null until known, then true or false.
 */
import { useEffect, useState } from 'react';
import { offers, type Extension } from '../device/api/capabilities.ts';

export function useOffers(extension: Extension): boolean | null {
  const [offered, setOffered] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void offers(extension).then((yes) => live && setOffered(yes));
    return () => {
      live = false;
    };
  }, [extension]);
  return offered;
}
