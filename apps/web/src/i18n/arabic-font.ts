// Noto Sans Arabic for Arabic pages only (the theme's font stack names it after the Latin fonts):
// its Arabic glyphs in the weights the screens use.
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
