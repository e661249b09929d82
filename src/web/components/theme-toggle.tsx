import { Monitor, Moon, Sun } from 'lucide-react';
import { setTheme, THEMES, useTheme } from '../lib/theme';
import { themeText } from './messages/theme-toggle';
import { Button } from './ui/button';

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
      aria-label={themeText('label', {
        theme: themeText(theme),
        next: themeText(next).toLowerCase(),
      })}
      title={themeText(theme)}
    >
      <Icon />
    </Button>
  );
}
