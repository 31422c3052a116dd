import { useTheme } from '../theme';
import { IconButton } from '../../ui/IconButton';
import { MoonIcon, SunIcon } from '../../ui/Icons';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <IconButton label="Toggle theme" aria-pressed={theme === 'dark'} onClick={toggleTheme}>
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
