import { Field } from '../../components/ui/field';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Select } from '../../components/ui/select';
import { setTheme, THEMES, useTheme, type Theme } from '../../lib/theme';

const OPTIONS = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

function isTheme(value: string): value is Theme {
  return (THEMES as readonly string[]).includes(value);
}

/** The dashboard's theme choice, remembered on this device. */
export function ThemeCard() {
  const theme = useTheme();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
        <CardDescription>Remembered on this device only.</CardDescription>
      </CardHeader>
      <CardContent className="sm:max-w-sm">
        <Field label="Theme">
          <Select
            options={OPTIONS}
            value={theme}
            onValueChange={(value) => {
              if (isTheme(value)) setTheme(value);
            }}
          />
        </Field>
      </CardContent>
    </Card>
  );
}
