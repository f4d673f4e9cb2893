/**
 * The "Site preview" sidebar of the block editor (preview-pane.php): the site's preview of the entry in a frame,
 * drawn at a phone's or a desktop's width and scaled to the pane, opened with a fresh signed link whenever a save
 * or an autosave ends. Plain script on WordPress's globals (wp.*), no build step.
 */
(function (wp) {
  'use strict';
  var el = wp.element.createElement;
  var useEffect = wp.element.useEffect;
  var useRef = wp.element.useRef;
  var useState = wp.element.useState;
  var useSelect = wp.data.useSelect;
  var PluginSidebar = (wp.editor && wp.editor.PluginSidebar) || (wp.editPost && wp.editPost.PluginSidebar);
  var WIDTHS = { Phone: 390, Desktop: 1280 };

  function PreviewPane() {
    var post = useSelect(function (select) {
      var editor = select('core/editor');
      return {
        id: editor.getCurrentPostId(),
        saving: editor.isSavingPost() || editor.isAutosavingPost(),
      };
    }, []);
    var [link, setLink] = useState(null);
    var [message, setMessage] = useState('Loading the preview…');
    var [width, setWidth] = useState(WIDTHS.Phone);
    var [paneWidth, setPaneWidth] = useState(0);
    var [saves, setSaves] = useState(0);
    var wasSaving = useRef(false);
    var box = useRef(null);

    // Every save or autosave that ends opens the preview again, with a new link (each one opens once).
    useEffect(
      function () {
        if (wasSaving.current && !post.saving) {
          setSaves(function (count) {
            return count + 1;
          });
        }
        wasSaving.current = post.saving;
      },
      [post.saving],
    );

    useEffect(
      function () {
        if (!post.id) return undefined;
        var current = true;
        wp.apiFetch({ path: '/altitude/v1/preview-link/' + post.id })
          .then(function (answer) {
            if (current) setLink(answer.link);
          })
          .catch(function (error) {
            if (current) {
              setLink(null);
              setMessage(error && error.message ? error.message : 'The preview cannot be shown.');
            }
          });
        return function () {
          current = false;
        };
      },
      [post.id, saves],
    );

    useEffect(function () {
      if (!box.current || typeof ResizeObserver === 'undefined') return undefined;
      var observer = new ResizeObserver(function (entries) {
        setPaneWidth(entries[0].contentRect.width);
      });
      observer.observe(box.current);
      return function () {
        observer.disconnect();
      };
    }, []);

    var scale = paneWidth > 0 ? Math.min(1, paneWidth / width) : 1;
    var height = Math.round(window.innerHeight * 0.75);
    return el(
      'div',
      { className: 'altitude-preview-pane', style: { padding: '12px' } },
      el(
        'div',
        { role: 'group', 'aria-label': 'Preview width', style: { display: 'flex', gap: '4px', marginBottom: '8px' } },
        Object.keys(WIDTHS).map(function (name) {
          return el(
            wp.components.Button,
            {
              key: name,
              variant: WIDTHS[name] === width ? 'primary' : 'secondary',
              'aria-pressed': WIDTHS[name] === width,
              onClick: function () {
                setWidth(WIDTHS[name]);
              },
            },
            name,
          );
        }),
      ),
      el(
        'div',
        { ref: box, style: { width: '100%', height: height + 'px', overflow: 'hidden', border: '1px solid #ddd' } },
        link
          ? el('iframe', {
              key: link,
              src: link,
              title: 'Site preview',
              style: {
                width: width + 'px',
                height: Math.round(height / scale) + 'px',
                border: 0,
                transform: 'scale(' + scale + ')',
                transformOrigin: '0 0',
              },
            })
          : el('p', { style: { padding: '8px' } }, message),
      ),
    );
  }

  wp.plugins.registerPlugin('altitude-preview-pane', {
    render: function () {
      return el(
        PluginSidebar,
        { name: 'altitude-preview-pane', title: 'Site preview', icon: 'visibility' },
        el(PreviewPane),
      );
    },
  });
})(window.wp);
