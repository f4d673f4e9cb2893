export const THEME_CSS_QUERY = /* GraphQL */ `
  query ThemeCss {
    themeSettings {
      devTools {
        tempCss
      }
    }
  }
`;
