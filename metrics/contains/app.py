import evaluate
from evaluate.utils import launch_gradio_widget


module = evaluate.load("contains")
launch_gradio_widget(module)
