import { Monitor, Moon, Sun } from 'lucide-react';
import { setTheme, THEMES, useTheme, type Theme } from '../lib/theme';
import { Button } from './ui/button';

const LABELS: Record<Theme, string> = {
  system: 'System theme',
  light: 'Light theme',
  dark: 'Dark theme',
};
const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/** One button that steps through system, light and dark. */
export function ThemeToggle() {
  const theme = useTheme();
  const next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'system';
  const Icon = ICONS[theme];
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(next)}
      aria-label={`${LABELS[theme]} (switch to ${LABELS[next].toLowerCase()})`}
      title={LABELS[theme]}
    >
      <Icon />
    </Button>
  );
}
