/*
 * A small local stand-in for https://apis.google.com/js/api.js, for offline browser tests.
 * The Firebase Auth SDK (in the page) and the Auth emulator's helper iframe each load it and
 * talk through gapi.iframes; this implements just that channel with window.postMessage.
 */
(function () {
  var TAG = '__recellGapiStandIn';
  var nextId = 1;

  /** A two-way channel to another window: register(type, handler) and send(type, data, callback). */
  function channel(getPeer, isFromPeer) {
    var handlers = {};
    var waiting = {};
    var unhandled = [];
    window.addEventListener('message', function (event) {
      var message = event.data;
      if (!message || message[TAG] !== true || !isFromPeer(event.source)) return;
      if (message.kind === 'reply') {
        var callback = waiting[message.id];
        delete waiting[message.id];
        // The Auth SDK's webStorageSupport callback reads the answer and then throws
        // auth/internal-error every time (_isIframeWebStorageSupported in its popup resolver),
        // trusting gapi to contain it. Contained here too; otherwise each popup sign-in leaves
        // an uncaught error in the page although it succeeds.
        if (callback) {
          try {
            callback(message.responses);
          } catch {
            // Nothing to do: the SDK has already acted on the answer.
          }
        }
      } else if (message.kind === 'send') {
        deliver(message);
      }
    });
    function deliver(message) {
      var handler = handlers[message.type];
      if (!handler) {
        unhandled.push(message);
        return;
      }
      Promise.resolve(handler(message.data)).then(function (result) {
        getPeer().postMessage({ __recellGapiStandIn: true, kind: 'reply', id: message.id, responses: [result] }, '*');
      });
    }
    return {
      register: function (type, handler) {
        handlers[type] = handler;
        var pending = unhandled.filter(function (m) { return m.type === type; });
        unhandled = unhandled.filter(function (m) { return m.type !== type; });
        pending.forEach(deliver);
      },
      unregister: function (type) {
        delete handlers[type];
      },
      send: function (type, data, callback) {
        var id = nextId++;
        if (callback) waiting[id] = callback;
        getPeer().postMessage({ __recellGapiStandIn: true, kind: 'send', type: type, data: data, id: id }, '*');
      },
    };
  }

  var context = {
    /** Page side: embeds the iframe and hands the SDK an object to talk to it. */
    open: function (options, callback) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes.style || {}).forEach(function (key) {
        frame.style[key] = attributes.style[key];
      });
      var loaded = new Promise(function (resolve) {
        frame.addEventListener('load', function () { resolve(); });
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      var link = channel(
        function () { return frame.contentWindow; },
        function (source) { return source === frame.contentWindow; },
      );
      var iframe = {
        restyle: function () { return Promise.resolve(); },
        ping: function (onReady) {
          return loaded.then(function () { if (onReady) onReady(); });
        },
        register: link.register,
        unregister: link.unregister,
        send: link.send,
      };
      return callback ? callback(iframe) : Promise.resolve(iframe);
    },
    /** Iframe side: the emulator's helper page talks to the page that embedded it. */
    getParentIframe: function () {
      return channel(
        function () { return window.parent; },
        function (source) { return source === window.parent; },
      );
    },
  };

  window.gapi = {
    load: function (_name, options) {
      setTimeout(function () {
        var callback = typeof options === 'function' ? options : options && options.callback;
        if (callback) callback();
      }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
      getContext: function () { return context; },
      Iframe: function () {},
    },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
