import { useEffect } from 'react';
import { toast as sonner, Toaster as SonnerToaster } from 'sonner';
import { connectToaster } from '../lib/toast';
import { useTheme } from '../lib/theme';

/** Top centre, 4 seconds (public-site-and-accounts.md section 9). */
export function Toaster() {
  const theme = useTheme();
  useEffect(() => connectToaster((kind, message) => sonner[kind](message)), []);
  return (
    <SonnerToaster position="top-center" duration={4000} theme={theme} richColors closeButton />
  );
}
