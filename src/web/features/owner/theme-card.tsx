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
import { shellText } from './messages/owner-shell';

const options = () =>
  [
    { value: 'system', label: shellText('theme.system') },
    { value: 'light', label: shellText('theme.light') },
    { value: 'dark', label: shellText('theme.dark') },
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
        <CardTitle>{shellText('theme.title')}</CardTitle>
        <CardDescription>{shellText('theme.description')}</CardDescription>
      </CardHeader>
      <CardContent className="sm:max-w-sm">
        <Field label={shellText('theme.label')}>
          <Select
            options={options()}
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
