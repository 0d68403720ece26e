import { useContext } from 'react';
import { ThemeContext, type ThemeActions } from './ThemeProvider';
import { useThemeState, type ThemeState } from './useThemeState';

export type ThemeContextValue = ThemeActions & ThemeState;

export function useTheme(): ThemeContextValue {
  const actions = useContext(ThemeContext);
  const state = useThemeState();
  if (!actions) throw new Error('useTheme must be used within a ThemeProvider');
  return { ...actions, ...state };
}
