import { createContext, useContext, type ReactNode } from 'react';

/**
 * Data the server read for the page it rendered, by loader key (the booking page's business, say),
 * so the page is whole in the HTML and hydrates without asking for it again. The browser reads the
 * same data from the page's JSON script, so both renders start from one answer.
 */
export type InitialData = Readonly<Record<string, unknown>>;

export const INITIAL_DATA_ID = 'miadi-data';

const InitialDataContext = createContext<InitialData>({});

export function InitialDataProvider({
  data,
  children,
}: {
  data: InitialData;
  children: ReactNode;
}) {
  return <InitialDataContext.Provider value={data}>{children}</InitialDataContext.Provider>;
}

export function useInitialData<T>(key: string | null): T | undefined {
  const data = useContext(InitialDataContext);
  return key !== null && Object.hasOwn(data, key) ? (data[key] as T) : undefined;
}

/** The page's data script, written by the server beside the HTML it rendered (empty without one). */
export function readInitialData(): InitialData {
  const script = document.getElementById(INITIAL_DATA_ID);
  if (!script?.textContent) return {};
  try {
    return JSON.parse(script.textContent) as InitialData;
  } catch {
    return {};
  }
}
