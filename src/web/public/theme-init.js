(function () {
  try {
    var choice = localStorage.getItem('miadi-theme');
    var dark =
      choice === 'dark' ||
      (choice !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch (e) {
    /* storage blocked: keep the light theme */
  }
})();
